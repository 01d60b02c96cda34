public import CoreDomain

/// Why `FetchPopularMoviesUseCase` could not answer: the page asked for, or the source; nothing else.
public typealias FetchPopularMoviesError = PagedListError
