import MoviesDomain
import MoviesInfrastructure
import TMDb

/// The Movies remote source answered by TMDb. A movie's details come with its credits and its
/// first page of similar movies appended, so a details screen (which asks for the movie and its
/// credits at once) costs one request: the client shares one request between identical ones in
/// flight. The poster's address needs TMDb's images configuration, asked for alongside the
/// details; without it the movie simply has no poster URL.
struct TMDbMovieRemoteDataSource: MovieRemoteDataSource {
    let client: TMDbClient
    let images: TMDbImageAddresses

    func movie(withID id: Movie.ID) async throws(MovieRemoteDataSourceError) -> Movie {
        async let configuration = images.images()
        let details = try await details(id)
        return TMDbMovieMapper().map(details, images: await configuration)
    }

    func credits(forMovieWithID id: Movie.ID) async throws(MovieRemoteDataSourceError) -> MovieCredits {
        let details = try await details(id)
        if let credits = details.credits { return TMDbMovieCreditsMapper().map(credits, movieID: id) }
        do {
            return TMDbMovieCreditsMapper().map(try await client.movieCredits(id: id), movieID: id)
        } catch {
            throw TMDbMovieErrorMapper().map(error, movieID: id)
        }
    }

    func popularMovies(page: Int) async throws(MovieRemoteDataSourceError) -> MoviePage {
        try await list { () async throws(TMDbError) in try await client.popularMovies(page: page) }
    }

    func topRatedMovies(page: Int) async throws(MovieRemoteDataSourceError) -> MoviePage {
        try await list { () async throws(TMDbError) in try await client.topRatedMovies(page: page) }
    }

    func similarMovies(toMovieWithID id: Movie.ID, page: Int) async throws(MovieRemoteDataSourceError) -> MoviePage {
        do {
            return TMDbMoviePageMapper().map(try await client.similarMovies(to: id, page: page))
        } catch {
            throw TMDbMovieErrorMapper().map(error, movieID: id)
        }
    }

    private func details(_ id: Movie.ID) async throws(MovieRemoteDataSourceError) -> TMDbMovieDetails {
        do {
            return try await client.movie(id: id)
        } catch {
            throw TMDbMovieErrorMapper().map(error, movieID: id)
        }
    }

    private func list(_ fetch: () async throws(TMDbError) -> TMDbPage<TMDbMovieSummary>) async throws(MovieRemoteDataSourceError)
        -> MoviePage
    {
        do {
            return TMDbMoviePageMapper().map(try await fetch())
        } catch {
            throw TMDbMovieErrorMapper().map(error, movieID: nil)
        }
    }
}
