import CastAndCrewFeature
import CoreDomain
import MoviesDomain
import Presentation
import TVSeriesDomain

/// A film's credits, or a series' credits aggregated over its episodes, as the cast and crew
/// screen's `CastAndCrew`.
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
            },
            creditsKnown: credits.isKnown
        )
    }

    func map(_ credits: TVSeriesCredits, firstAirDate: CalendarDate?) -> CastAndCrew {
        CastAndCrew(
            id: credits.seriesID, title: credits.seriesName, releaseDate: firstAirDate?.isoString,
            cast: credits.cast.map {
                CastAndCrewCastMember(
                    personID: $0.personID, name: $0.name, character: $0.characters.isEmpty ? nil : $0.characters.joined(separator: " / "),
                    episodeCount: $0.episodeCount, isMainCast: $0.isMainCast)
            },
            crew: credits.crew.map {
                CastAndCrewCrewMember(
                    personID: $0.personID, name: $0.name, job: $0.jobs.joined(separator: ", "), department: $0.department,
                    episodeCount: $0.episodeCount)
            },
            kind: .tv, episodesHeld: credits.episodesHeld
        )
    }
}
