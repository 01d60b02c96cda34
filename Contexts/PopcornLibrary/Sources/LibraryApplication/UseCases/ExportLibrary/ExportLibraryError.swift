public import LibraryDomain

/// Why `ExportLibraryUseCase` could not answer: the library could not be read.
public typealias ExportLibraryError = LibraryRepositoryError
