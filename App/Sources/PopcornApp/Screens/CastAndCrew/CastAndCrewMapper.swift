import CastAndCrewFeature
import CoreDomain
import MoviesDomain

/// A Movies `Movie` and its credits as the cast and crew screen's `CastAndCrew`.
struct CastAndCrewMapper {
    func map(_ movie: Movie, credits: MovieCredits) -> CastAndCrew {
        CastAndCrew(
            id: movie.id,
            title: movie.title,
            releaseDate: movie.releaseDate?.isoString,
            cast: credits.billedCast.map {
                CastAndCrewCastMember(personID: $0.personID, name: $0.name, character: $0.character)
            },
            crew: credits.crew.map {
                CastAndCrewCrewMember(personID: $0.personID, name: $0.name, job: $0.job, department: $0.department)
            }
        )
    }
}
