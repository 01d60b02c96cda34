public import CoreDomain

/// Why `FetchTrendingPeopleUseCase` could not answer: the page asked for, or the source; nothing else.
public typealias FetchTrendingPeopleError = PagedListError
