import DesignSystem
import Testing

@Suite struct VisibleTextTests {
    @Test func showsControlCharactersAsEscapes() {
        #expect(VisibleText.escapingControls("\u{1B}[31mabc\u{7}") == "\\u{1B}[31mabc\\u{7}")
        #expect(VisibleText.escapingControls("line\nbreak\ttab") == "line\\u{A}break\\u{9}tab")
    }

    @Test func leavesPrintableTextAlone() {
        #expect(VisibleText.escapingControls("Amélie, 千と千尋") == "Amélie, 千と千尋")
    }
}
