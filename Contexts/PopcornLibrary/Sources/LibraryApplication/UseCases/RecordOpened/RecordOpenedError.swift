public import LibraryDomain

/// Why `RecordOpenedUseCase` could not note the opening: the history could not be written.
public typealias RecordOpenedError = LibraryRepositoryError
