public import PeopleDomain

/// Why a remote source could not answer; the reasons are written for people.
public enum PersonRemoteDataSourceError: Error, Sendable, Equatable {
    case notFound(Person.ID)
    /// The source refused the credentials it was given.
    case unauthorized(String)
    /// The source could not be reached or read.
    case unreachable(String)
    /// The source answered with something that cannot be understood.
    case invalidResponse(String)
}
