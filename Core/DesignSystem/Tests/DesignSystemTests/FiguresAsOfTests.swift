import DesignSystem
import Testing

@Suite struct FiguresAsOfTests {
    @Test func saysOneDateInOneSentence() {
        #expect(FiguresAsOf.sentence([.init("2017")]) == "Figures as of 2017.")
    }

    @Test func namesWhatAnotherDateCovers() {
        let parts: [FiguresAsOf.Part] = [.init("2026-08", covering: "seasons 4, 5"), .init("2019-05")]
        #expect(FiguresAsOf.sentence(parts) == "Figures as of 2019-05; seasons 4, 5 as of 2026-08.")
        #expect(FiguresAsOf.sentence([.init("2026-08", covering: "season 0")]) == "Season 0 as of 2026-08.")
    }

    @Test func saysNothingWithoutADate() {
        #expect(FiguresAsOf.sentence([]) == nil)
        #expect(FiguresAsOf.footer([], theme: .plain).isEmpty)
    }

    @Test func standsAtTheFootAfterABlankLine() {
        #expect(FiguresAsOf.footer([.init("2017")], theme: .plain) == ["", "Figures as of 2017."])
    }
}
