public import CoreDomain
public import TVSeriesDomain

/// Why `FetchTVEpisodeDetailsUseCase` could not answer.
public enum FetchTVEpisodeDetailsError: Error, Sendable, Equatable {
    /// Ids are positive; this one is not.
    case invalidID(TVSeries.ID)
    /// Seasons count from 0 (specials); this one is negative.
    case invalidSeason(Int)
    /// Episodes count from 1.
    case invalidEpisode(Int)
    /// The series, the season or the episode is not there; the lookup says what there is instead.
    case notFound(TVLookup)
    case source(SourceFailure)

    init(_ error: TVSeriesRepositoryError) {
        switch error {
        case .notFound(let lookup): self = .notFound(lookup)
        case .source(let failure): self = .source(failure)
        }
    }
}
