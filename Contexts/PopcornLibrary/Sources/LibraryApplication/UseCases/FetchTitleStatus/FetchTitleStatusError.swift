public import LibraryDomain

/// Why `FetchTitleStatusUseCase` could not answer: the library could not be read.
public typealias FetchTitleStatusError = LibraryRepositoryError
