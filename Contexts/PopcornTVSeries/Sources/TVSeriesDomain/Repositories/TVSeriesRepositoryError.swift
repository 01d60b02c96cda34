public import CoreDomain

/// Why a repository could not answer.
public enum TVSeriesRepositoryError: Error, Sendable, Equatable {
    /// What was asked for is not in the source.
    case notFound(TVLookup)
    /// The source itself could not answer.
    case source(SourceFailure)
}
