public import LibraryDomain

/// Why `MergeLibraryUseCase` merged nothing: the library could not be read or written.
public typealias MergeLibraryError = LibraryRepositoryError
