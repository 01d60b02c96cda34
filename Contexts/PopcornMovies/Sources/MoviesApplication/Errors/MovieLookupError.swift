public import CoreDomain
public import MoviesDomain

/// Why a movie asked for by its id (its details, its credits) could not be had. The use cases
/// that fail only in these ways name it as their own error; one that can fail in more ways
/// (a page of similar movies) holds it as one of its cases.
public enum MovieLookupError: Error, Sendable, Equatable {
    /// Ids run from 1 to 2,147,483,647 (CoreDomain's `Numbering`); this one does not.
    case invalidID(Movie.ID)
    case notFound(Movie.ID)
    case source(SourceFailure)

    init(_ error: MovieRepositoryError) {
        switch error {
        case .notFound(let id): self = .notFound(id)
        case .source(let failure): self = .source(failure)
        }
    }
}
