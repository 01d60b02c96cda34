import Presentation
import SearchApplication
import SearchComposition
import SearchDomain
import SearchResultsFeature

extension SearchResultsDependencies {
    /// The results screen fed by the Search context's search.
    static func live(_ services: AppServices) -> SearchResultsDependencies {
        let search = services.search.makeSearchCatalogueUseCase()
        let wording = services.failureWording
        return SearchResultsDependencies { request throws(ViewStateError) in
            let kinds: Set<SearchKind> = request.kind.map { [SearchKind($0)] } ?? []
            let page = try await wording.outcome { () async throws(SearchCatalogueError) in
                try await search.execute(query: request.query, kinds: kinds, page: request.page)
            }.get()
            return SearchResultsMapper().map(page, for: request)
        }
    }
}
