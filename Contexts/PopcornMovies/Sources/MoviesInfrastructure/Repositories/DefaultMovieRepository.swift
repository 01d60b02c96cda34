import Caching
import CoreDomain
import MoviesDomain

/// Answers from the cache when it can and from the remote source when it must (see
/// `MovieCachePolicy` for what is kept and for how long).
struct DefaultMovieRepository: MovieRepository {
    let remote: any MovieRemoteDataSource
    let cache: ReadThroughCache

    func movie(withID id: Movie.ID) async throws(MovieRepositoryError) -> Movie {
        try await cache.value(for: MovieCachePolicy.details(id), mappingErrors: Self.repositoryError) {
            () async throws(MovieRemoteDataSourceError) in
            try await remote.movie(withID: id)
        }
    }

    func moviePreview(withID id: Movie.ID) async throws(MovieRepositoryError) -> MoviePreview {
        try await cache.value(for: MovieCachePolicy.preview(id), mappingErrors: Self.repositoryError) {
            () async throws(MovieRemoteDataSourceError) in
            try await remote.moviePreview(withID: id)
        }
    }

    func credits(forMovieWithID id: Movie.ID) async throws(MovieRepositoryError) -> MovieCredits {
        try await cache.value(for: MovieCachePolicy.credits(id), mappingErrors: Self.repositoryError) {
            () async throws(MovieRemoteDataSourceError) in
            try await remote.credits(forMovieWithID: id)
        }
    }

    func popularMovies(page: Int) async throws(MovieRepositoryError) -> MoviePage {
        try await cache.value(for: MovieCachePolicy.popular(page: page), mappingErrors: Self.repositoryError) {
            () async throws(MovieRemoteDataSourceError) in
            try await remote.popularMovies(page: page)
        }
    }

    func topRatedMovies(page: Int) async throws(MovieRepositoryError) -> MoviePage {
        try await cache.value(for: MovieCachePolicy.topRated(page: page), mappingErrors: Self.repositoryError) {
            () async throws(MovieRemoteDataSourceError) in
            try await remote.topRatedMovies(page: page)
        }
    }

    func similarMovies(toMovieWithID id: Movie.ID, page: Int) async throws(MovieRepositoryError) -> MoviePage {
        try await cache.value(for: MovieCachePolicy.similar(to: id, page: page), mappingErrors: Self.repositoryError) {
            () async throws(MovieRemoteDataSourceError) in
            try await remote.similarMovies(toMovieWithID: id, page: page)
        }
    }

    /// A source whose lists give genres by id alone (TMDb's) leaves their names empty: they are
    /// named here from the genre list, which the cache keeps a week.
    func discoverMovies(_ criteria: MovieDiscoveryCriteria, page: Int) async throws(MovieRepositoryError) -> MoviePage {
        let found = try await cache.value(for: MovieCachePolicy.discovery(criteria, page: page), mappingErrors: Self.repositoryError) {
            () async throws(MovieRemoteDataSourceError) in
            try await remote.discoverMovies(criteria, page: page)
        }
        return try await namingGenres(of: found)
    }

    func trendingMovies(window: TrendingWindow, page: Int) async throws(MovieRepositoryError) -> TrendingMoviesPage {
        let found = try await cache.value(for: MovieCachePolicy.trending(window, page: page), mappingErrors: Self.repositoryError) {
            () async throws(MovieRemoteDataSourceError) in
            try await remote.trendingMovies(window: window, page: page)
        }
        return TrendingMoviesPage(movies: try await namingGenres(of: found.movies), basis: found.basis)
    }

    /// The page with the genres its source gave by id alone named from the genre list; a genre the
    /// list does not hold is left out.
    private func namingGenres(of found: MoviePage) async throws(MovieRepositoryError) -> MoviePage {
        guard found.movies.contains(where: { $0.genres.contains { $0.name.isEmpty } }) else { return found }
        let names = Dictionary(try await movieGenreNames().map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        return MoviePage(
            page: found.page, totalPages: found.totalPages, totalResults: found.totalResults,
            movies: found.movies.map { movie in
                MoviePreview(
                    id: movie.id, title: movie.title, releaseDate: movie.releaseDate, rating: movie.rating, overview: movie.overview,
                    figuresAsOf: movie.figuresAsOf,
                    genres: movie.genres.compactMap { genre in
                        genre.name.isEmpty ? names[genre.id].map { Genre(id: genre.id, name: $0) } : genre
                    })
            })
    }

    func movieGenres() async throws(MovieRepositoryError) -> [MovieGenreSummary] {
        try await cache.value(for: MovieCachePolicy.genres, mappingErrors: Self.repositoryError) {
            () async throws(MovieRemoteDataSourceError) in
            try await remote.movieGenres()
        }
    }

    func movieGenreNames() async throws(MovieRepositoryError) -> [Genre] {
        try await cache.value(for: MovieCachePolicy.genreNames, mappingErrors: Self.repositoryError) {
            () async throws(MovieRemoteDataSourceError) in
            try await remote.movieGenreNames()
        }
    }

    static func repositoryError(for error: MovieRemoteDataSourceError) -> MovieRepositoryError {
        switch error {
        case .notFound(let id): .notFound(id)
        case .unauthorized(let reason): .source(.unauthorized(reason))
        case .unreachable(let reason), .invalidResponse(let reason): .source(.unavailable(reason))
        }
    }
}
