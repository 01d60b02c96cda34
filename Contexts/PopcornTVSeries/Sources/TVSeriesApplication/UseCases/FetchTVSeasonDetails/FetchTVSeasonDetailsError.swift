public import CoreDomain
public import TVSeriesDomain

/// Why `FetchTVSeasonDetailsUseCase` could not answer.
public enum FetchTVSeasonDetailsError: Error, Sendable, Equatable {
    /// Ids run from 1 to 2,147,483,647 (CoreDomain's `Numbering`); this one does not.
    case invalidID(TVSeries.ID)
    /// Seasons count from 0 (specials) to 2,147,483,647 (`Numbering`); this one does not.
    case invalidSeason(Int)
    /// The series, or the season, is not there; the lookup says what there is instead.
    case notFound(TVLookup)
    case source(SourceFailure)

    init(_ error: TVSeriesRepositoryError) {
        switch error {
        case .notFound(let lookup): self = .notFound(lookup)
        case .source(let failure): self = .source(failure)
        }
    }
}
