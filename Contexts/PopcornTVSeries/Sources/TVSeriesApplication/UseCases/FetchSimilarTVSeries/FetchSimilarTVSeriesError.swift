public import CoreDomain
public import TVSeriesDomain

/// Why `FetchSimilarTVSeriesUseCase` could not answer.
public enum FetchSimilarTVSeriesError: Error, Sendable, Equatable {
    /// Ids are positive; this one is not.
    case invalidID(TVSeries.ID)
    case page(PageRequestError)
    /// There is no series with this id to find others like.
    case notFound(TVSeries.ID)
    case source(SourceFailure)

    init(_ error: TVSeriesRepositoryError) {
        switch error {
        case .notFound(let lookup): self = .notFound(lookup.seriesID)
        case .source(let failure): self = .source(failure)
        }
    }
}
