import DesignSystem
import Presentation
import Testing

@Suite("LinkedText")
struct LinkedTextTests {
    @Test("a label is marked where it shows, in display columns, escapes not counted")
    func marksLabelInDisplayColumns() {
        var text = LinkedText<Int>()
        text.append("Director  \u{1B}[1mDavid Fincher\u{1B}[0m", linking: "David Fincher", to: 7467)
        #expect(text.links == [TextLink(destination: 7467, label: "David Fincher", line: 0, column: 10, width: 13)])
        #expect(text.links.map(text.shown) == ["David Fincher"])
    }

    @Test("a label the line cut short is marked as far as it shows, with its ellipsis")
    func marksCutLabel() {
        var text = LinkedText<Int>()
        text.append("Brad Pi…  Tyler Durden", linking: "Brad Pitt", to: 287)
        #expect(text.links.first?.column == 0)
        #expect(text.links.first?.width == 8)
    }

    @Test("a line of plain ASCII, read by its bytes, is marked as the same line with other characters")
    func marksPlainASCIIAsAnyLine() {
        var text = LinkedText<Int>()
        text.append("Fight Club  1999   8.4  movie 550", linking: "Fight Club", to: 550)
        text.append("Fight Club  1999   8.4  movie 550 ★", linking: "Fight Club", to: 550)
        text.append("Brad Pi  Tyler", linking: "Brad Pitt", to: 287)
        text.append("Brad Pi  Tyler ★", linking: "Brad Pitt", to: 287)
        text.append("   else", linking: "Nowhere", to: 1)
        text.append("   else ★", linking: "Nowhere", to: 1)
        #expect(text.links.map(\.column) == [0, 0, 0, 0, 3, 3])
        #expect(text.links.map(\.width) == [10, 10, 7, 7, 4, 6])
    }

    @Test("a label the line does not show marks the line's text, so it can still be chosen")
    func marksWholeLineWhenLabelIsMissing() {
        var text = LinkedText<Int>()
        text.append("   something else", linking: "Nowhere", to: 1)
        #expect(text.links.first?.column == 3)
        #expect(text.links.first?.width == 14)
    }

    @Test("links come in reading order whatever order they were marked in")
    func linksInReadingOrder() {
        var text = LinkedText<String>(lines: ["first line", "second line"])
        text.mark("second", on: 1, to: "b")
        text.mark("line", on: 0, to: "a2")
        text.mark("first", on: 0, to: "a1")
        #expect(text.links.map(\.destination) == ["a1", "a2", "b"])
    }

    @Test("searching marks the first line from the start that shows the label")
    func searchingFromALine() {
        var text = LinkedText<Int>(lines: ["Cast", "Ann  Bob", "Bob  Carl"])
        text.mark("Bob", searchingFrom: 2, to: 2)
        #expect(text.links.first?.line == 2)
        #expect(text.links.first?.column == 0)
    }

    @Test("a mark on a line that does not exist is dropped, not a crash")
    func markOutOfRange() {
        var text = LinkedText<Int>(lines: ["one"])
        text.mark("one", on: 4, to: 1)
        #expect(text.links.isEmpty)
    }

    @Test("the text a one-shot command prints is the lines, each ending in a newline")
    func textIsLines() {
        #expect(LinkedText<Int>(lines: ["a", "b"]).text == "a\nb\n")
    }

    @Test("highlighting reverses exactly the span, keeping the line's own paint")
    func highlightsSpan() {
        #expect(LinkHighlight.reversing("ab cd ef", column: 3, width: 2) == "ab \u{1B}[7mcd\u{1B}[27m ef")
        let painted = "x \u{1B}[1mName\u{1B}[0m y"
        #expect(LinkHighlight.reversing(painted, column: 2, width: 4) == "x \u{1B}[1m\u{1B}[7mName\u{1B}[0m\u{1B}[7m\u{1B}[27m y")
        #expect(LinkHighlight.reversing("end", column: 1, width: 5) == "e\u{1B}[7mnd\u{1B}[27m")
        #expect(LinkHighlight.underlining("ab cd", column: 0, width: 2) == "\u{1B}[4mab\u{1B}[24m cd")
    }

    enum Page: ListDestination, Sendable {
        case item(ItemKind, Int)
        case page(Int)
        static func item(_ kind: ItemKind, id: Int) -> Page { .item(kind, id) }
    }

    @Test("the More section lists the links the text has no place for, one a line, cut to the width")
    func moreSection() {
        var text = LinkedText<Int>(lines: ["Title"])
        text.appendMore(
            [("Full cast and crew", 1), ("A label far too long for a narrow screen", 2)], theme: Theme(styler: .plain, width: 20))
        #expect(text.lines == ["Title", "", "More", "  Full cast and crew", "  A label far too l…"])
        #expect(text.links.map(\.destination) == [1, 2])
        #expect(text.links.map(text.shown) == ["Full cast and crew", "A label far too l…"])
        var none = LinkedText<Int>(lines: ["Title"])
        none.appendMore([], theme: .plain)
        #expect(none.lines == ["Title"])
    }

    @Test("a list's page links are its previous and next pages, where there are some")
    func pageLinks() {
        var middle = LinkedText<Page>()
        middle.appendPageLinks(page: 2, totalPages: 3, theme: .plain)
        #expect(middle.links.map(\.label) == ["Previous page (1 of 3)", "Next page (3 of 3)"])
        var only = LinkedText<Page>()
        only.appendPageLinks(page: 1, totalPages: 1, theme: .plain)
        #expect(only.lines.isEmpty)
    }

    @Test("a list longer than the pages that open offers and counts only those")
    func pageLinksStopAtTheLimit() {
        var last = LinkedText<Page>()
        last.appendPageLinks(page: 500, totalPages: 3042, theme: .plain)
        #expect(last.links.map(\.label) == ["Previous page (499 of 500)"])
        var first = LinkedText<Page>()
        first.appendPageLinks(page: 1, totalPages: 3042, theme: .plain)
        #expect(first.links.map(\.label) == ["Next page (2 of 500)"])
    }
}
