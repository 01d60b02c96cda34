import CoreDomain
import MoviesDomain
import SearchDomain

/// A Movies context's movie as Search's movie preview.
struct MoviePreviewMapper {
    func map(_ movie: Movie) -> SearchDomain.MoviePreview {
        SearchDomain.MoviePreview(id: movie.id, title: movie.title, originalTitle: movie.originalTitle, year: movie.releaseYear)
    }
}
