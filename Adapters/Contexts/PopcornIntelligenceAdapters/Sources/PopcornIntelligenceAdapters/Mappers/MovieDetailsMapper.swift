import CoreDomain
import IntelligenceDomain
import MoviesDomain

/// A Movies context's film as Intelligence's details. The Movies context keeps no budget or
/// revenue, so those stay unknown.
struct MovieDetailsMapper {
    func map(_ movie: Movie) -> MovieDetails {
        MovieDetails(
            id: movie.id, title: movie.title, releaseDate: movie.releaseDate, runtimeMinutes: movie.runtimeMinutes,
            genres: movie.genres.map(\.name), rating: movie.rating)
    }
}
