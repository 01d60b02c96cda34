public import LibraryDomain

/// Why `AddToWatchlistUseCase` could not add the title: its owner could not say what it is, or
/// the library could not be written.
public enum AddToWatchlistError: Error, Sendable, Equatable {
    case lookup(PreviewLookupError)
    case library(LibraryRepositoryError)
}
