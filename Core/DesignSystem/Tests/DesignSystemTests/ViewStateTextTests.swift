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
}
