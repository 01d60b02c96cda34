public import CoreDomain
public import TVSeriesDomain

/// Why `FetchTVSeriesDetailsUseCase` could not answer.
public enum FetchTVSeriesDetailsError: Error, Sendable, Equatable {
    /// Ids are positive; this one is not.
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
