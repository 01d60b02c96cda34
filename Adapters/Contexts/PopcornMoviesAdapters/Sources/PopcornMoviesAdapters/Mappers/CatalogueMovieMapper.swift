import CoreDomain
import EmbeddedCatalogue
import MoviesDomain

/// A catalogue film record as a Movies `Movie`.
struct CatalogueMovieMapper {
    func map(_ record: CatalogueMovie) -> Movie {
        Movie(
            id: record.id,
            title: record.title,
            originalTitle: record.originalTitle,
            originalLanguage: Language(code: record.originalLanguage),
            releaseDate: record.releaseDate.flatMap(CalendarDate.init(isoString:)),
            runtimeMinutes: record.runtime,
            genres: record.genres.map { Genre(id: $0.id, name: $0.name) },
            overview: record.overview,
            rating: Rating.voted(average: record.voteAverage, voteCount: record.voteCount),
            popularity: record.popularity,
            figuresAsOf: record.figuresAsOf
        )
    }
}
