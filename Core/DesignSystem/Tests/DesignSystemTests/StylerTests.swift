import DesignSystem
import Testing

@Suite struct StylerTests {
    @Test func paintsWithAnEscapeSequenceAndResets() {
        let painted = Styler(isColourEnabled: true).paint("Fight Club", as: .title)
        #expect(painted == "\u{1B}[1mFight Club\u{1B}[0m")
    }

    @Test func leavesTextAloneWhenColourIsOff() {
        for role in ColourRole.allCases {
            #expect(Styler.plain.paint("Fight Club", as: role) == "Fight Club")
        }
    }

    @Test func paintedTextMeasuresTheSameAsPlainText() {
        let painted = Styler(isColourEnabled: true).paint("Amélie", as: .accent)
        #expect(DisplayWidth.of(painted) == 6)
    }
}
