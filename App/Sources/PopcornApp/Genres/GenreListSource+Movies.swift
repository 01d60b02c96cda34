import CoreDomain
import MoviesApplication
import MoviesComposition
import MoviesDomain
import Presentation

extension GenreListSource {
    /// The Movies context's genres, by name, counted where the source counts them.
    static func movies(_ services: AppServices) -> GenreListSource {
        let listGenres = services.movies.makeListMovieGenresUseCase()
        let wording = services.failureWording
        return GenreListSource { () throws(ViewStateError) in
            let genres = try await wording.outcome { () async throws(ListMovieGenresError) in try await listGenres.execute() }.get()
            return GenreList(
                kind: .movie, items: genres.map { GenreList.Genre(id: $0.genre.id, name: $0.genre.name, count: $0.movieCount) })
        }
    }
}
