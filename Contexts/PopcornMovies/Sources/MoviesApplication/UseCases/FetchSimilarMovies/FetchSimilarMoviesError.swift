public import CoreDomain

/// Why `FetchSimilarMoviesUseCase` could not answer: the movie to find others like, or the page.
public enum FetchSimilarMoviesError: Error, Sendable, Equatable {
    case lookup(MovieLookupError)
    case page(PageRequestError)
}
