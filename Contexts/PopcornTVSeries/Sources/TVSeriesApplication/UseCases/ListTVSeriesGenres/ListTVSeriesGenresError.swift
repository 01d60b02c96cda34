public import CoreDomain

/// Why `ListTVSeriesGenresUseCase` could not answer: only the source can fail it.
public enum ListTVSeriesGenresError: Error, Sendable, Equatable {
    case source(SourceFailure)
}
