import DesignSystem
import Presentation
import SearchResultsFeature
import Testing

/// A query that finds more than the 500 pages a source serves counts, offers and names only those.
@MainActor
@Suite struct SearchResultsPagesTests {
    let rows = (1...20).map { FoundItem(kind: .movie, id: $0, name: "Film \($0)", originalName: nil, year: nil, match: "everyWord") }

    @Test func aQueryFindingMoreThanOpensCountsOnlyThePagesThatOpen() async {
        let results = SearchResults(query: "the", kind: nil, page: 500, totalPages: 812, totalResults: 16_233, items: rows)
        let text = SearchResultsView(theme: .plain).render(.ready(results))
        #expect(text.contains("Page 500 of 500 · the first 10,000 of 16,233 results\n"))
        let viewModel = SearchResultsViewModel(
            request: SearchRequest(query: "the", kind: nil, page: 500),
            dependencies: SearchResultsDependencies { _ throws(ViewStateError) in results }, navigator: MockSearchResultsNavigator())
        await viewModel.load()
        #expect(viewModel.destinations.last == .page(499))
        #expect(!viewModel.destinations.contains(.page(501)))
    }
}
