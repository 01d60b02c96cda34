import CoreDomain
import MoviesDomain

struct DefaultDiscoverMoviesUseCase: DiscoverMoviesUseCase {
    let repository: any MovieRepository

    func execute(filter: MovieDiscoveryFilter, order: MovieDiscoveryOrder, page: Int) async throws(DiscoverMoviesError) -> MoviePage {
        if let violation = filter.violation { throw .filter(violation) }
        if let error = Paging.error(for: page) { throw .page(error) }
        var genres: [Genre] = []
        if !filter.genreNames.isEmpty {
            let known: [Genre]
            do {
                known = try await repository.movieGenreNames()
            } catch {
                throw DiscoverMoviesError(error)
            }
            switch filter.genres(in: known) {
            case .success(let found): genres = found
            case .failure(let unknown): throw .unknownGenre(unknown)
            }
        }
        let movies: MoviePage
        do {
            movies = try await repository.discoverMovies(MovieDiscoveryCriteria(filter: filter, genres: genres, order: order), page: page)
        } catch {
            throw DiscoverMoviesError(error)
        }
        if let error = Paging.error(for: page, totalPages: movies.totalPages, totalResults: movies.totalResults) { throw .page(error) }
        return movies
    }
}
