import CoreDomain
import SearchDomain

struct DefaultSearchCatalogueUseCase: SearchCatalogueUseCase {
    /// Results on a page, as in TMDb's searches.
    static let pageSize = 20

    let index: any SearchIndex

    func execute(query text: String, kinds: Set<SearchKind>, page: Int) async throws(SearchCatalogueError) -> SearchResultsPage {
        guard let query = SearchQuery(text) else { throw .emptyQuery }
        if let error = Paging.error(for: page) { throw .page(error) }
        let results: SearchResultsPage
        do {
            results = try await index.search(
                query, kinds: kinds.isEmpty ? Set(SearchKind.allCases) : kinds, page: page, pageSize: Self.pageSize)
        } catch {
            throw .source(error)
        }
        if let error = Paging.error(for: page, totalPages: results.totalPages, totalResults: results.totalResults) {
            throw .page(error)
        }
        return results
    }
}
