public import TVSeriesDomain

/// Why `FetchTVSeriesCreditsUseCase` could not answer, in the context's own terms.
public enum FetchTVSeriesCreditsError: Error, Sendable, Equatable {
    /// Ids are positive; this one is not.
    case invalidID(TVSeries.ID)
    case notFound(TVSeries.ID)
    /// The source refused the credentials it was given.
    case unauthorized(String)
    case unavailable(String)

    init(_ error: TVSeriesRepositoryError) {
        switch error {
        case .notFound(let id): self = .notFound(id)
        case .unauthorized(let reason): self = .unauthorized(reason)
        case .unavailable(let reason): self = .unavailable(reason)
        }
    }
}
