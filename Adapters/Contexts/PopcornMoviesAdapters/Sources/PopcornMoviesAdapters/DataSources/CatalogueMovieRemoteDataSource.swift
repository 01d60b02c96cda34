import CoreDomain
import EmbeddedCatalogue
import MoviesDomain
import MoviesInfrastructure

/// Answers the Movies context from the embedded catalogue, a page as the catalogue cuts them.
struct CatalogueMovieRemoteDataSource: MovieRemoteDataSource {
    let store: CatalogueStore

    func movie(withID id: Movie.ID) async throws(MovieRemoteDataSourceError) -> Movie {
        guard let record = try answer({ () throws(CatalogueError) in try store.movie(id: id) }) else { throw .notFound(id) }
        return CatalogueMovieMapper().map(record)
    }

    /// One row of the movie table: no genres.
    func moviePreview(withID id: Movie.ID) async throws(MovieRemoteDataSourceError) -> MoviePreview {
        guard let summary = try answer({ () throws(CatalogueError) in try store.movieSummary(id: id) }) else { throw .notFound(id) }
        return CatalogueMoviePageMapper().preview(summary)
    }

    func credits(forMovieWithID id: Movie.ID) async throws(MovieRemoteDataSourceError) -> MovieCredits {
        guard let record = try answer({ () throws(CatalogueError) in try store.credits(forMovieID: id) }) else { throw .notFound(id) }
        return CatalogueMovieCreditsMapper().map(record)
    }

    func popularMovies(page: Int) async throws(MovieRemoteDataSourceError) -> MoviePage {
        try list(.popularity, page: CataloguePage(page))
    }

    func topRatedMovies(page: Int) async throws(MovieRemoteDataSourceError) -> MoviePage {
        try list(.rating(minimumVotes: TopRatedMovieRule.minimumVotes), page: CataloguePage(page))
    }

    func similarMovies(toMovieWithID id: Movie.ID, page: Int) async throws(MovieRemoteDataSourceError) -> MoviePage {
        let page = CataloguePage(page)
        let similar = try answer { () throws(CatalogueError) in try store.movies(similarTo: id, limit: page.limit, offset: page.offset) }
        guard let similar else { throw .notFound(id) }
        return CatalogueMoviePageMapper().map(similar, page: page)
    }

    func discoverMovies(_ criteria: MovieDiscoveryCriteria, page: Int) async throws(MovieRemoteDataSourceError) -> MoviePage {
        let page = CataloguePage(page)
        let discovery = CatalogueMovieDiscoveryMapper().map(criteria)
        let list = try answer { () throws(CatalogueError) in
            try store.movies(discovering: discovery, limit: page.limit, offset: page.offset)
        }
        return CatalogueMoviePageMapper().map(list, page: page)
    }

    func movieGenres() async throws(MovieRemoteDataSourceError) -> [MovieGenreSummary] {
        try answer { () throws(CatalogueError) in try store.movieGenres() }.map { counted in
            MovieGenreSummary(genre: Genre(id: counted.genre.id, name: counted.genre.name), movieCount: counted.count)
        }
    }

    func movieGenreNames() async throws(MovieRemoteDataSourceError) -> [Genre] {
        try answer { () throws(CatalogueError) in try store.movieGenreNames() }.map { Genre(id: $0.id, name: $0.name) }
    }

    private func list(_ order: CatalogueTitleOrder, page: CataloguePage) throws(MovieRemoteDataSourceError) -> MoviePage {
        let list = try answer { () throws(CatalogueError) in try store.movies(orderedBy: order, limit: page.limit, offset: page.offset) }
        return CatalogueMoviePageMapper().map(list, page: page)
    }

    /// A question to the catalogue; a catalogue that cannot answer is a source out of reach.
    func answer<Value>(_ query: () throws(CatalogueError) -> Value) throws(MovieRemoteDataSourceError) -> Value {
        do { return try query() } catch { throw .unreachable(error.description) }
    }
}
