import EmbeddedCatalogue
import MoviesDomain
import MoviesInfrastructure

/// Answers the Movies context from the embedded catalogue, twenty films a page as TMDb does.
struct CatalogueMovieRemoteDataSource: MovieRemoteDataSource {
    static let pageSize = 20

    let store: CatalogueStore
    private let pages = CatalogueMoviePageMapper(pageSize: Self.pageSize)

    init(store: CatalogueStore) {
        self.store = store
    }

    func movie(withID id: Movie.ID) async throws(MovieRemoteDataSourceError) -> Movie {
        guard let record = try answer({ () throws(CatalogueError) in try store.movie(id: id) }) else {
            throw .notFound(id)
        }
        return CatalogueMovieMapper().map(record)
    }

    func credits(forMovieWithID id: Movie.ID) async throws(MovieRemoteDataSourceError) -> MovieCredits {
        guard let record = try answer({ () throws(CatalogueError) in try store.credits(forMovieID: id) }) else {
            throw .notFound(id)
        }
        return CatalogueMovieCreditsMapper().map(record)
    }

    func popularMovies(page: Int) async throws(MovieRemoteDataSourceError) -> MoviePage {
        try list(.popularity, page: page)
    }

    func topRatedMovies(page: Int) async throws(MovieRemoteDataSourceError) -> MoviePage {
        try list(.rating(minimumVotes: TopRatedMovieRule.minimumVotes), page: page)
    }

    func similarMovies(toMovieWithID id: Movie.ID, page: Int) async throws(MovieRemoteDataSourceError) -> MoviePage {
        let similar = try answer { () throws(CatalogueError) in
            try store.movies(similarTo: id, limit: Self.pageSize, offset: Self.offset(of: page))
        }
        guard let similar else { throw .notFound(id) }
        return pages.map(similar, page: page)
    }

    private func list(_ order: CatalogueMovieOrder, page: Int) throws(MovieRemoteDataSourceError) -> MoviePage {
        let list = try answer { () throws(CatalogueError) in
            try store.movies(orderedBy: order, limit: Self.pageSize, offset: Self.offset(of: page))
        }
        return pages.map(list, page: page)
    }

    private static func offset(of page: Int) -> Int {
        max(0, page - 1) * pageSize
    }

    private func answer<Value>(_ query: () throws(CatalogueError) -> Value) throws(MovieRemoteDataSourceError) -> Value {
        do {
            return try query()
        } catch {
            throw .unreachable(error.description)
        }
    }
}
