import CoreDomain
import MoviesDomain
import TMDb

/// TMDb's movie details as a Movies `Movie`; the poster's address is built from `images`, TMDb's
/// images configuration, and is nil without it.
struct TMDbMovieMapper {
    func map(_ details: TMDbMovieDetails, images: TMDbImagesConfiguration? = nil) -> Movie {
        Movie(
            id: details.id,
            title: details.title,
            originalTitle: details.originalTitle,
            originalLanguage: Language(code: details.originalLanguage ?? "und"),
            releaseDate: details.releaseDate.flatMap(CalendarDate.init(isoString:)),
            runtimeMinutes: details.runtime.flatMap { $0 > 0 ? $0 : nil },
            genres: details.genres.map { Genre(id: $0.id, name: $0.name) },
            overview: details.overview,
            rating: Rating.voted(average: details.voteAverage, voteCount: details.voteCount),
            popularity: details.popularity ?? 0,
            posterURL: images?.posterURL(forPath: details.posterPath)
        )
    }

    /// The same details as a list shows them: title, release date, rating and overview.
    func preview(_ details: TMDbMovieDetails) -> MoviePreview {
        MoviePreview(
            id: details.id, title: details.title, releaseDate: details.releaseDate.flatMap(CalendarDate.init(isoString:)),
            rating: Rating.voted(average: details.voteAverage, voteCount: details.voteCount), overview: details.overview)
    }
}
