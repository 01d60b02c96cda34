public import LibraryDomain

/// Why `ListWatchedUseCase` could not answer: the library could not be read. A title whose
/// source cannot say what it is is not a failure: it is listed as such.
public typealias ListWatchedError = LibraryRepositoryError
