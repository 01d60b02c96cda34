import LibraryDomain
import MoviesDomain

/// The Movies context's movie as the Library context's preview of it: its title, year and rating.
struct MoviePreviewMapper {
    func map(_ movie: Movie) -> LibraryDomain.MoviePreview {
        LibraryDomain.MoviePreview(id: movie.id, title: movie.title, year: movie.releaseYear, rating: movie.rating)
    }
}
