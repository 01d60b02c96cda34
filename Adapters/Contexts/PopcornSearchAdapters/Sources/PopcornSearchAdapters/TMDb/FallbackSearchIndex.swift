import CoreDomain
import Observability
import SearchDomain

/// Asks one index, and when it cannot answer (the service is out of reach), another: TMDb's
/// search first, then the local index of the catalogue and the imported exports. The fall back is
/// reported as `search.source.fallback`, which the app turns into a warning. A refused credential
/// is not fallen back from: that needs the user's attention, not other answers.
struct FallbackSearchIndex: SearchIndex {
    let primary: any SearchIndex
    let fallback: any SearchIndex
    let observer: any Observer

    func search(_ query: SearchQuery, kinds: Set<SearchKind>, page: Int, pageSize: Int) async throws(SourceFailure)
        -> SearchResultsPage
    {
        do {
            return try await primary.search(query, kinds: kinds, page: page, pageSize: pageSize)
        } catch .unavailable(let reason) {
            observer.event("search.source.fallback", attributes: ["reason": reason])
            return try await fallback.search(query, kinds: kinds, page: page, pageSize: pageSize)
        }
    }

    /// Only the local index holds entries to look up by id: TMDb's search has none.
    func entry(_ kind: SearchKind, id: Int) async throws(SourceFailure) -> SearchResult? {
        try await fallback.entry(kind, id: id)
    }
}
