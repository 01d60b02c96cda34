public import LibraryDomain

/// Why `RemoveFromHistoryUseCase` could not forget the entry: the history could not be written.
public typealias RemoveFromHistoryError = LibraryRepositoryError
