public import LibraryDomain

/// Why `ClearHistoryUseCase` could not forget the history: it could not be reached, or written.
public typealias ClearHistoryError = LibraryRepositoryError
