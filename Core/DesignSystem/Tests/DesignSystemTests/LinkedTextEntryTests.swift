import DesignSystem
import Testing

@Suite("LinkedText entries")
struct LinkedTextEntryTests {
    @Test("an entry is its headline, its label linked, then its detail indented under it")
    func headlineThenIndentedDetail() {
        var text = LinkedText<Int>()
        text.appendEntry(
            "Game of Thrones (2011) · 8.1/10", linking: "Game of Thrones", to: 1399, detail: "tv 1399 · added 2026-11-27",
            theme: Theme(styler: .plain, width: 40))
        #expect(text.lines == ["Game of Thrones (2011) · 8.1/10", "  tv 1399 · added 2026-11-27"])
        #expect(text.links == [TextLink(destination: 1399, label: "Game of Thrones", line: 0, column: 0, width: 15)])
    }

    @Test("a long headline wraps, the link on its first line; no destination, no link")
    func wrapsAndLinksOnlyWhereThereIsADestination() {
        var text = LinkedText<Int>()
        text.appendEntry(
            "A title long enough to wrap (2011)", linking: "A title", to: nil, detail: "movie 1", theme: Theme(styler: .plain, width: 20))
        text.appendEntry(
            "Fight Club (1999) · rated 9/10 on a narrow screen", linking: "Fight Club", to: 550, detail: "movie 550 · watched 2026-11-27",
            theme: Theme(styler: .plain, width: 20))
        #expect(text.lines.count > 4)
        #expect(text.links.count == 1)
        #expect(text.links.first.map { text.lines[$0.line].hasPrefix("Fight Club") } == true)
        #expect(text.lines.filter { $0.hasPrefix("  movie") }.count == 2)
    }
}
