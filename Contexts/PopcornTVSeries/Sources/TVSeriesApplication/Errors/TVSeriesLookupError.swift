public import CoreDomain
public import TVSeriesDomain

/// Why a series asked for by its id (its details, its credits) could not be had. The use cases
/// that fail only in these ways name it as their own error; one that can fail in more ways
/// (a page of similar series) holds it as one of its cases.
public enum TVSeriesLookupError: Error, Sendable, Equatable {
    /// Ids run from 1 to 2,147,483,647 (CoreDomain's `Numbering`); this one does not.
    case invalidID(TVSeries.ID)
    case notFound(TVSeries.ID)
    case source(SourceFailure)

    init(_ error: TVSeriesRepositoryError) {
        switch error {
        case .notFound(let lookup): self = .notFound(lookup.seriesID)
        case .source(let failure): self = .source(failure)
        }
    }
}
