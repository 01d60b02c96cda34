import CoreDomain
import MoviesDomain
import SearchDomain

/// A Movies film as Search's film preview.
struct FilmPreviewMapper {
    func map(_ movie: Movie) -> FilmPreview {
        FilmPreview(id: movie.id, title: movie.title, originalTitle: movie.originalTitle, year: movie.releaseYear)
    }
}
