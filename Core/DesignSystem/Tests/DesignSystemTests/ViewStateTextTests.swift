import DesignSystem
import Presentation
import Testing

@Suite struct ViewStateTextTests {
    func render(_ state: ViewState<String>, width: Int = 80) -> String {
        ViewStateText.render(state, theme: Theme(styler: .plain, width: width)) { ["Title: \($0)"] }
    }

    @Test func drawsTheContentWhenReady() {
        #expect(render(.ready("Alien")) == "Title: Alien\n")
    }

    @Test func saysLoadingAndNothingBefore() {
        #expect(render(.loading) == "Loading…\n")
        #expect(render(.initial) == "")
    }

    @Test func reportsAnErrorWithItsHint() {
        let error = ViewStateError(
            kind: .notFound, message: "No movie with id 9 in the embedded catalogue.", suggestion: "Try popcorn movies popular.")
        #expect(render(.error(error)) == "error: No movie with id 9 in the embedded catalogue.\nhint: Try popcorn movies popular.\n")
    }

    @Test func wrapsALongErrorUnderItsLabel() {
        let error = ViewStateError(kind: .unavailable, message: "the catalogue database could not be opened because the disk is full")
        #expect(
            render(.error(error), width: 31) == """
                error: the catalogue database
                       could not be opened
                       because the disk is full

                """)
    }

    /// A copied binary's message once broke `…/Catalog` from `ue/manifest.json`: a path longer than
    /// the line stays whole, on a line of its own, so that it can be copied back.
    @Test func neverCutsAPathInAMessage() {
        let path = "/tmp/copied/EmbeddedCatalogue_EmbeddedCatalogue.resources/Catalogue/manifest.json"
        let lines = ViewStateText.warningLines(
            "The seed is missing: looked for \(path), which is not there.", theme: Theme(styler: .plain, width: 40))
        #expect(lines == ["warning: The seed is missing: looked for", "         \(path),", "         which is not there."])
        let hint = ViewStateText.errorLines(
            ViewStateError(kind: .invalidRequest, message: "Refused.", suggestion: "Run `chmod 600 \(path)`."),
            theme: Theme(styler: .plain, width: 30))
        #expect(hint.contains("      \(path)`."), "\(hint)")
    }

    @Test func showsControlCharactersInAWarningAsEscapes() {
        let lines = ViewStateText.warningLines("POPCORN_TODAY is \"\u{1B}[31mred\"", theme: Theme(styler: .plain, width: 80))
        #expect(lines == [#"warning: POPCORN_TODAY is "\u{1B}[31mred""#])
    }
}
