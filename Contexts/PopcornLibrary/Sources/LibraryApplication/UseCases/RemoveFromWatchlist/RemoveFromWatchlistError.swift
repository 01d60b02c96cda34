public import LibraryDomain

/// Why `RemoveFromWatchlistUseCase` could not remove the title: the library could not be read
/// or written.
public typealias RemoveFromWatchlistError = LibraryRepositoryError
