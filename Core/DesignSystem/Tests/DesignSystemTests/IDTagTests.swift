import Testing

@testable import DesignSystem

@Suite struct IDTagTests {
    @Test func followsTheName() {
        #expect(IDTag.after("David Fincher", id: 7467) == "David Fincher #7467")
        #expect(IDTag.after("Someone", id: nil) == "Someone")
    }

    @Test func cutsTheNameBeforeTheID() {
        let fitted = IDTag.fitted("Pirates of the Caribbean: The Curse of the Black Pearl", id: 22, to: 20)
        #expect(fitted.name == "Pirates of the …")
        #expect(fitted.tag == "#22")
    }

    @Test func dropsTheIDOnlyWhenNotEvenALetterFitsBesideIt() {
        let narrow = IDTag.fitted("Brad Pitt", id: 287, to: 7)
        #expect(narrow.name == "B…" && narrow.tag == "#287")
        let narrower = IDTag.fitted("Brad Pitt", id: 287, to: 5)
        #expect(narrower.name == "Brad…" && narrower.tag == nil)
    }

    @Test func paintsOnlyItsOwnTagsStandingAlone() {
        let styler = Styler(isColourEnabled: true)
        let line = IDTag.painting(["#9813", "#228068"], in: "David Benioff #9813, D. B. Weiss #228068", styler: styler)
        #expect(line == "David Benioff \u{1B}[2m#9813\u{1B}[0m, D. B. Weiss \u{1B}[2m#228068\u{1B}[0m")
        #expect(IDTag.painting(["#9"], in: "Film#9 #98", styler: styler) == "Film#9 #98")
        #expect(IDTag.painting(["#9813"], in: "David Benioff #9813", styler: .plain) == "David Benioff #9813")
    }
}
