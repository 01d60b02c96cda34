public import CoreDomain

/// Why `FetchSimilarTVSeriesUseCase` could not answer: the series to find others like, or the page.
public enum FetchSimilarTVSeriesError: Error, Sendable, Equatable {
    case lookup(TVSeriesLookupError)
    case page(PageRequestError)
}
