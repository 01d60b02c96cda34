public import CoreDomain

/// Why `FetchTrendingTVSeriesUseCase` could not answer: the page asked for, or the source; nothing else.
public typealias FetchTrendingTVSeriesError = PagedListError
