public import CoreDomain

/// Why `FetchTopRatedTVSeriesUseCase` could not answer: the page asked for, or the source; nothing else.
public typealias FetchTopRatedTVSeriesError = PagedListError
