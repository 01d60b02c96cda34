public import CoreDomain

/// Why `FetchTopRatedMoviesUseCase` could not answer: the page asked for, or the source; nothing else.
public typealias FetchTopRatedMoviesError = PagedListError
