public import CoreDomain
public import MoviesDomain

/// A source of movies outside the app: the embedded catalogue, TMDb. Adapters in
/// `Adapters/Contexts/PopcornMoviesAdapters` fill it and map their vendor's records to these entities.
public protocol MovieRemoteDataSource: Sendable {
    func movie(withID id: Movie.ID) async throws(MovieRemoteDataSourceError) -> Movie
    /// What a list shows of the movie (title, release date, rating), without its genres.
    func moviePreview(withID id: Movie.ID) async throws(MovieRemoteDataSourceError) -> MoviePreview
    func credits(forMovieWithID id: Movie.ID) async throws(MovieRemoteDataSourceError) -> MovieCredits
    func popularMovies(page: Int) async throws(MovieRemoteDataSourceError) -> MoviePage
    func topRatedMovies(page: Int) async throws(MovieRemoteDataSourceError) -> MoviePage
    func similarMovies(toMovieWithID id: Movie.ID, page: Int) async throws(MovieRemoteDataSourceError) -> MoviePage
    func discoverMovies(_ criteria: MovieDiscoveryCriteria, page: Int) async throws(MovieRemoteDataSourceError) -> MoviePage
    func movieGenres() async throws(MovieRemoteDataSourceError) -> [MovieGenreSummary]
    /// The genres of `movieGenres()` without their counts (by default, that list's genres).
    func movieGenreNames() async throws(MovieRemoteDataSourceError) -> [Genre]
    /// A page of the films trending over `window` (a snapshot, which has no such figures, says what
    /// it lists instead); genres a source gives by id alone have empty names.
    func trendingMovies(window: TrendingWindow, page: Int) async throws(MovieRemoteDataSourceError) -> TrendingMoviesPage
}
