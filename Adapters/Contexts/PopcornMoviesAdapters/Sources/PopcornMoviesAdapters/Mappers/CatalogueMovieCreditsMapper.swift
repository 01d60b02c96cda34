import EmbeddedCatalogue
import MoviesDomain

/// A catalogue film's credits as Movies `MovieCredits`.
struct CatalogueMovieCreditsMapper {
    func map(_ record: CatalogueMovieCredits) -> MovieCredits {
        MovieCredits(
            movieID: record.movieID,
            cast: record.cast.map {
                CastMember(personID: $0.personID, name: $0.name, character: $0.character, order: $0.order)
            },
            crew: record.crew.map {
                CrewMember(personID: $0.personID, name: $0.name, job: $0.job, department: $0.department)
            },
            isKnown: record.isRecorded
        )
    }
}
