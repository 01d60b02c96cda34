import Presentation
import SearchDomain
import SearchResultsFeature

/// The Search context's results in the results screen's terms.
struct SearchResultsMapper {
    func map(_ page: SearchResultsPage, for request: SearchRequest) -> SearchResults {
        SearchResults(
            query: request.query, kind: request.kind, page: page.page, totalPages: page.totalPages, totalResults: page.totalResults,
            items: page.hits.map(map))
    }

    private func map(_ hit: SearchHit) -> FoundItem {
        let originalName: String? =
            switch hit.result {
            case .movie(let movie): movie.originalTitle
            case .tv(let series): series.originalName
            case .person: nil
            }
        return FoundItem(
            kind: ItemKind(hit.result.kind), id: hit.result.id, name: hit.result.name,
            originalName: originalName, year: hit.result.year, match: match(hit.rank))
    }

    private func match(_ rank: MatchRank) -> String {
        switch rank {
        case .wholeTitle: "wholeTitle"
        case .everyWord: "everyWord"
        case .wordPrefixes: "wordPrefixes"
        case .closeSpelling: "closeSpelling"
        }
    }
}
