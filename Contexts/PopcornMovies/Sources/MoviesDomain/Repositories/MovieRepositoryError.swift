public import CoreDomain

/// Why a repository could not answer.
public enum MovieRepositoryError: Error, Sendable, Equatable {
    /// The source has no movie with this id.
    case notFound(Movie.ID)
    /// The source itself could not answer.
    case source(SourceFailure)
}
