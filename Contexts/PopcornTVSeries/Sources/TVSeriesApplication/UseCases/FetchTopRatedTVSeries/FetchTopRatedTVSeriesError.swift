public import CoreDomain
import TVSeriesDomain

/// Why `FetchTopRatedTVSeriesUseCase` could not answer.
public enum FetchTopRatedTVSeriesError: Error, Sendable, Equatable {
    case page(PageRequestError)
    case source(SourceFailure)

    init(_ error: TVSeriesRepositoryError) {
        switch error {
        case .notFound(let lookup): self = .source(.unavailable("the source reported series \(lookup.seriesID) missing while listing"))
        case .source(let failure): self = .source(failure)
        }
    }
}
