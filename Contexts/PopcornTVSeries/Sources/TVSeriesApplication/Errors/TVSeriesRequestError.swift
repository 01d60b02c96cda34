public import TVSeriesDomain

/// Why a TV series use case could not answer. Every use case of the context fails in these terms
/// (each names it as its own error), so that the app words each failure once.
public enum TVSeriesRequestError: Error, Sendable, Equatable {
    /// Ids are positive; this one is not.
    case invalidID(TVSeries.ID)
    /// Seasons count from 0 (specials); this one is negative.
    case invalidSeason(Int)
    /// Episodes count from 1.
    case invalidEpisode(Int)
    /// Pages count from 1 and stop at 500.
    case invalidPage(Int)
    /// The list ends before this page: it has `lastPage` pages.
    case pageOutOfRange(Int, lastPage: Int)
    case notFound(TVLookup)
    /// The source refused the credentials it was given.
    case unauthorized(String)
    case unavailable(String)

    init(_ error: TVSeriesRepositoryError) {
        switch error {
        case .notFound(let lookup): self = .notFound(lookup)
        case .unauthorized(let reason): self = .unauthorized(reason)
        case .unavailable(let reason): self = .unavailable(reason)
        }
    }
}
