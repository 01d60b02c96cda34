import DesignSystem
import Foundation
import Presentation
import SearchResultsFeature
import Testing

@Suite struct SearchResultsViewTests {
    @Test func listsEveryKindWithItsKindAndYear() {
        let text = SearchResultsView(theme: .plain).render(.ready(SearchResultsFixtures.page))
        #expect(text.hasPrefix("Results for \"fight clb\"\nPage 1 of 2 · 23 results\n"))
        #expect(text.contains("movie     550  Fight Club"))
        #expect(text.contains("tv      31911  Fullmetal Alchemist: Brotherhood (鋼の錬金術師)  2009"))
        #expect(text.contains("person    287  Brad Pitt"))
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
