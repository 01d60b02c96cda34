import DesignSystem
import Foundation
import Presentation
import SearchResultsFeature
import Testing

@Suite struct SearchResultsViewTests {
    @Test func listsEveryKindWithItsKindAndYear() {
        let text = SearchResultsView(theme: .plain).render(.ready(SearchResultsFixtures.page))
        #expect(text.hasPrefix("Results for \"fight clb\"\nPage 1 of 2 · 23 results\n"))
        #expect(text.contains("movie   Fight Club #550  "))
        #expect(text.contains("tv      Fullmetal Alchemist: Brotherhood (鋼の錬金術師) #31911  2009"))
        #expect(text.contains("person  Brad Pitt #287\n"))
    }

    @Test func keepsEachIDWhenANarrowTerminalCutsTheNames() {
        let text = SearchResultsView(theme: Theme(styler: .plain, width: 40)).render(.ready(SearchResultsFixtures.page))
        #expect(text.contains(" #31911  2009"), "\(text)")
        #expect(text.contains("Fight Club #550"))
        #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 40 })
    }

    /// `popcorn search $'\e[31mred'` must not turn the terminal red: the query is echoed with its
    /// control characters as escapes, in the heading and in "Nothing matches", never raw.
    @Test func showsControlCharactersOfTheQueryAsEscapes() {
        let query = "\u{1B}[31mred\tline\nbell\u{7}"
        let shown = #"\u{1B}[31mred\u{9}line\u{A}bell\u{7}"#
        for items in [[], SearchResultsFixtures.page.items] {
            let results = SearchResults(
                query: query, kind: items.isEmpty ? .movie : nil, page: 1, totalPages: 1, totalResults: items.count, items: items)
            let text = SearchResultsView(theme: Theme(styler: .plain, width: 80)).render(.ready(results))
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(text)")
            #expect(text.contains(shown), "\(text)")
        }
        // JSON keeps the query as it was, in JSON's own escapes.
        let json = SearchResultsView.renderJSON(
            .ready(SearchResults(query: query, kind: nil, page: 1, totalPages: 1, totalResults: 0, items: [])))
        #expect(!json.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let document = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(document?["query"] as? String == query)
    }

    @MainActor @Test func marksEachLinkWhereItsLabelStands() async {
        let middle = SearchResults(
            query: "fight clb", kind: nil, page: 2, totalPages: 3, totalResults: 50, items: SearchResultsFixtures.page.items)
        for results in [SearchResultsFixtures.page, middle] {
            let model = SearchResultsViewModel(
                request: SearchRequest(query: results.query, kind: results.kind, page: results.page),
                dependencies: SearchResultsDependencies { _ in results }, navigator: MockSearchResultsNavigator())
            await model.load()
            for width in [80, 40] {
                let view = SearchResultsView(theme: Theme(styler: Styler(isColourEnabled: true), width: width))
                let linked = view.renderLinked(.ready(results))
                #expect(linked.links.map(\.destination) == model.destinations, "each result in order, then the pages, at \(width)")
                for link in linked.links {
                    let shown = linked.shown(link).replacingOccurrences(of: "…", with: "")
                    #expect(!shown.isEmpty && link.label.hasPrefix(shown), "\(link.label) at \(width)")
                }
            }
        }
    }

    @Test func namesThePagesItLeadsTo() {
        let middle = SearchResults(
            query: "fight clb", kind: nil, page: 2, totalPages: 3, totalResults: 50, items: SearchResultsFixtures.page.items)
        let linked = SearchResultsView(theme: .plain).renderLinked(.ready(middle))
        #expect(linked.links.suffix(2).map(\.label) == ["Previous page (1 of 3)", "Next page (3 of 3)"])
        #expect(linked.text.hasPrefix(SearchResultsView(theme: .plain).render(.ready(middle)) + "\nMore\n"))
    }

    @Test func marksNoLinksWhileLoadingOrAfterAnError() {
        let view = SearchResultsView(theme: .plain)
        #expect(view.renderLinked(.loading).links.isEmpty)
        #expect(view.renderLinked(.error(ViewStateError(kind: .invalidRequest, message: "Say what to search for."))).links.isEmpty)
    }

    @Test func saysWhenNothingMatches() {
        let none = SearchResults(query: "zzz", kind: .person, page: 1, totalPages: 1, totalResults: 0, items: [])
        #expect(SearchResultsView(theme: .plain).render(.ready(none)) == "People matching \"zzz\"\nNothing among people matches \"zzz\".\n")
        #expect(SearchResultsView.renderJSON(.ready(none)).contains(#""items" : []"#))
    }

    @Test func writesEveryFieldInJSON() throws {
        let json = SearchResultsView.renderJSON(.ready(SearchResultsFixtures.page))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(document["query"] as? String == "fight clb")
        #expect(document["kind"] is NSNull)
        let first = try #require((document["items"] as? [[String: Any]])?.first)
        #expect(first["kind"] as? String == "movie" && first["id"] as? Int == 550 && first["match"] as? String == "closeSpelling")
        #expect(first["originalName"] is NSNull)
    }
}
