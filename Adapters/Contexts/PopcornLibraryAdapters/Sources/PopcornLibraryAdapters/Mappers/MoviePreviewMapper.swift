import LibraryDomain
import MoviesDomain

/// The Movies context's preview of a movie as the Library context's: its title, year and rating.
struct MoviePreviewMapper {
    func map(_ movie: MoviesDomain.MoviePreview) -> LibraryDomain.MoviePreview {
        LibraryDomain.MoviePreview(id: movie.id, title: movie.title, year: movie.releaseYear, rating: movie.rating)
    }
}
