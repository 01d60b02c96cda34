import CoreDomain
import Foundation
import MovieDetailsFeature
import MoviesDomain

/// A Movies `Movie` and its credits as the details screen's `MovieDetails`.
struct MovieDetailsMapper {
    func map(_ movie: Movie, credits: MovieCredits) -> MovieDetails {
        MovieDetails(
            id: movie.id,
            title: movie.title,
            originalTitle: movie.originalTitle,
            originalLanguage: movie.originalLanguage.code,
            releaseDate: movie.releaseDate?.isoString,
            runtimeMinutes: movie.runtimeMinutes,
            genres: movie.genres.map(\.name),
            overview: movie.overview,
            voteAverage: movie.rating?.average,
            voteCount: movie.rating?.voteCount,
            directors: credits.directors.map { MovieDetailsPerson(personID: $0.personID, name: $0.name) },
            cast: credits.billedCast.map {
                MovieDetailsCastMember(personID: $0.personID, name: $0.name, character: $0.character)
            },
            posterURL: movie.posterURL?.absoluteString,
            figuresAsOf: movie.figuresAsOf,
            creditsKnown: credits.isKnown
        )
    }
}
