import Foundation

extension TMDbClient {
    /// A page of what is trending over the last day or week (`/trending/{kind}/{window}`). Items of
    /// a kind this client does not read come as ``TMDbMediaItem/other(_:)``: skip them.
    public func trending(_ kind: TMDbTrendingKind, window: TMDbTimeWindow, page: Int = 1) async throws(TMDbError) -> TMDbPage<
        TMDbMediaItem
    > {
        try await get("/trending/\(kind.rawValue)/\(window.rawValue)", query: [.page(page)], impliedMediaType: kind.impliedMediaType)
    }
}
