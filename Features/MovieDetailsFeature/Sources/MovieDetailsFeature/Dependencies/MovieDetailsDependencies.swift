public import Presentation

/// What the details screen needs from the rest of the app, as closures the app fills in.
/// A failure arrives as a `ViewStateError`, already in words for the user.
public struct MovieDetailsDependencies: Sendable {
    public var fetchMovieDetails: @Sendable (_ movieID: Int) async throws(ViewStateError) -> MovieDetails

    public init(fetchMovieDetails: @escaping @Sendable (_ movieID: Int) async throws(ViewStateError) -> MovieDetails) {
        self.fetchMovieDetails = fetchMovieDetails
    }
}
