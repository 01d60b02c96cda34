public import CoreDomain
import TVSeriesDomain

/// Why `FetchPopularTVSeriesUseCase` could not answer.
public enum FetchPopularTVSeriesError: Error, Sendable, Equatable {
    case page(PageRequestError)
    case source(SourceFailure)

    init(_ error: TVSeriesRepositoryError) {
        switch error {
        case .notFound(let lookup): self = .source(.unavailable("the source reported series \(lookup.seriesID) missing while listing"))
        case .source(let failure): self = .source(failure)
        }
    }
}
