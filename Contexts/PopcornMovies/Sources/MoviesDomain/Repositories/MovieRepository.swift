public import CoreDomain

/// Where the Movies context gets its movies. Callers never learn whether an answer came from a
/// cache or from the source behind it.
public protocol MovieRepository: Sendable {
    func movie(withID id: Movie.ID) async throws(MovieRepositoryError) -> Movie
    /// What a list shows of the movie (title, release date, rating), without its genres.
    func moviePreview(withID id: Movie.ID) async throws(MovieRepositoryError) -> MoviePreview
    func credits(forMovieWithID id: Movie.ID) async throws(MovieRepositoryError) -> MovieCredits
    func popularMovies(page: Int) async throws(MovieRepositoryError) -> MoviePage
    func topRatedMovies(page: Int) async throws(MovieRepositoryError) -> MoviePage
    func similarMovies(toMovieWithID id: Movie.ID, page: Int) async throws(MovieRepositoryError) -> MoviePage
    /// The films that pass `criteria`, in its order; each preview carries its genres.
    func discoverMovies(_ criteria: MovieDiscoveryCriteria, page: Int) async throws(MovieRepositoryError) -> MoviePage
    /// A page of the films trending over `window`, each with its genres, and what the list was drawn from.
    func trendingMovies(window: TrendingWindow, page: Int) async throws(MovieRepositoryError) -> TrendingMoviesPage
    /// Every genre films are filed under, by name.
    func movieGenres() async throws(MovieRepositoryError) -> [MovieGenreSummary]
    /// The same genres without their numbers of films: what naming a genre needs, which a source
    /// may answer far more cheaply than counting (the catalogue counts every film's genres).
    func movieGenreNames() async throws(MovieRepositoryError) -> [Genre]
}
