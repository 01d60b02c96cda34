public import CoreDomain

/// Why `FetchTrendingMoviesUseCase` could not answer: the page asked for, or the source; nothing else.
public typealias FetchTrendingMoviesError = PagedListError
