/// Why a repository could not answer.
public enum TVSeriesRepositoryError: Error, Sendable, Equatable {
    /// What was asked for is not in the source.
    case notFound(TVLookup)
    /// The source refused the credentials it was given; the reason is for people.
    case unauthorized(String)
    /// The source could not be asked or did not answer sensibly; the reason is for people.
    case unavailable(String)
}
