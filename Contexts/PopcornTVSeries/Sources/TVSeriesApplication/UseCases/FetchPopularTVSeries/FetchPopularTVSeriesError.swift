public import CoreDomain

/// Why `FetchPopularTVSeriesUseCase` could not answer: the page asked for, or the source; nothing else.
public typealias FetchPopularTVSeriesError = PagedListError
