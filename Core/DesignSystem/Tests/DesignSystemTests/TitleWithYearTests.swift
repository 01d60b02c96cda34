import DesignSystem
import Testing

@Suite struct TitleWithYearTests {
    @Test func theYearInBracketsAfterTheName() {
        #expect(TitleWithYear.text("Fight Club", year: 1999) == "Fight Club (1999)")
    }

    @Test func theNameAloneWhenTheYearIsUnknown() {
        #expect(TitleWithYear.text("Untitled Project", year: nil) == "Untitled Project")
    }
}
