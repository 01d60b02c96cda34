public import LibraryDomain

/// Why `MarkWatchedUseCase` recorded nothing: a value the library refuses (a rating outside 1 to
/// 10), a title its owner cannot say what it is, or a library that could not be written.
public enum MarkWatchedError: Error, Sendable, Equatable {
    case invalid(LibraryDomainError)
    case lookup(PreviewLookupError)
    case library(LibraryRepositoryError)
}
