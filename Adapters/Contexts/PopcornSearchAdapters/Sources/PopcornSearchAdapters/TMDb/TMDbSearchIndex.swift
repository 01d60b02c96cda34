import CoreDomain
import SearchDomain
import TMDb

/// Search's index answered by TMDb's own search: every kind at once through `search/multi`
/// (anything that is not a film, a series or a person is skipped), or one kind through its own
/// search. TMDb orders the results; each is given the rank the Domain's rule finds for it, so the
/// screens say how it matched.
struct TMDbSearchIndex: SearchIndex {
    let client: TMDbClient

    func search(_ query: SearchQuery, kinds: Set<SearchKind>, page: Int, pageSize: Int) async throws(SourceFailure)
        -> SearchResultsPage
    {
        do {
            let answer: (page: Int, totalPages: Int?, totalResults: Int?, results: [SearchResult])
            switch kinds.count == 1 ? kinds.first : nil {
            case .movie:
                let found = try await client.searchMovies(query: query.text, page: page)
                answer = (found.page, found.totalPages, found.totalResults, found.results.map(TMDbSearchResultMapper().movie))
            case .tv:
                let found = try await client.searchTVSeries(query: query.text, page: page)
                answer = (found.page, found.totalPages, found.totalResults, found.results.map(TMDbSearchResultMapper().tvSeries))
            case .person:
                let found = try await client.searchPeople(query: query.text, page: page)
                answer = (found.page, found.totalPages, found.totalResults, found.results.map(TMDbSearchResultMapper().person))
            case nil:
                let found = try await client.searchMulti(query: query.text, page: page)
                let results = found.results.compactMap(TMDbSearchResultMapper().result).filter { kinds.contains($0.kind) }
                answer = (found.page, found.totalPages, found.totalResults, results)
            }
            let hits = answer.results.map { result in
                SearchHit(result: result, rank: TitleMatching.rank(of: Self.names(of: result), for: query) ?? .closeSpelling)
            }
            return SearchResultsPage(
                page: answer.page, totalPages: max(answer.totalPages ?? answer.page, 1), totalResults: answer.totalResults ?? hits.count,
                hits: hits)
        } catch {
            throw TMDbSourceFailureMapper().map(error)
        }
    }

    /// TMDb's search cannot be asked by id (its details can, through the contexts' sources), so
    /// it holds no entry to look up.
    func entry(_ kind: SearchKind, id: Int) async throws(SourceFailure) -> SearchResult? {
        nil
    }

    private static func names(of result: SearchResult) -> [String] {
        switch result {
        case .movie(let movie): [movie.title] + (movie.originalTitle.map { [$0] } ?? [])
        case .tv(let series): [series.name] + (series.originalName.map { [$0] } ?? [])
        case .person(let person): [person.name]
        }
    }
}
