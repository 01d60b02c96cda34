public import CoreDomain

/// Why `FetchPopularPeopleUseCase` could not answer: the page asked for, or the source; nothing else.
public typealias FetchPopularPeopleError = PagedListError
