import CoreDomain
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

    /// TMDb has no smaller answer than the movie's details: the preview is read from them.
    func moviePreview(withID id: Movie.ID) async throws(MovieRemoteDataSourceError) -> MoviePreview {
        TMDbMovieMapper().preview(try await details(id))
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

    func discoverMovies(_ criteria: MovieDiscoveryCriteria, page: Int) async throws(MovieRemoteDataSourceError) -> MoviePage {
        var filters = TMDbMovieDiscoveryMapper().filters(for: criteria)
        for keyword in criteria.keywords {
            let ids = try await keywordIDs(named: keyword)
            // No keyword holds the word: no film can match, and TMDb is not asked.
            guard !ids.isEmpty else { return MoviePage(page: page, totalPages: 1, totalResults: 0, movies: []) }
            filters.keywordIDGroups.append(ids)
        }
        do {
            return TMDbMoviePageMapper().map(try await client.discoverMovies(filters, page: page), genreIDs: true)
        } catch {
            throw TMDbMovieErrorMapper().map(error, movieID: nil)
        }
    }

    func movieGenres() async throws(MovieRemoteDataSourceError) -> [MovieGenreSummary] {
        do {
            return try await client.movieGenres().genres.map { MovieGenreSummary(genre: Genre(id: $0.id, name: $0.name), movieCount: nil) }
        } catch {
            throw TMDbMovieErrorMapper().map(error, movieID: nil)
        }
    }

    /// The keyword named `word` (without case), else every keyword on the first page of TMDb's
    /// keyword search, which holds the word.
    private func keywordIDs(named word: String) async throws(MovieRemoteDataSourceError) -> [Int] {
        let found: [TMDbKeyword]
        do {
            found = try await client.searchKeywords(query: word).results
        } catch {
            throw TMDbMovieErrorMapper().map(error, movieID: nil)
        }
        let named = found.filter { $0.name.lowercased() == word.lowercased() }
        return (named.isEmpty ? found : named).map(\.id)
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
