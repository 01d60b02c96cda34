import MoviesDomain
import TMDb

/// TMDb's credits of a movie as Movies' `MovieCredits`: the cast in billing order, the crew with
/// their jobs (a crew entry without a job is dropped: it says nothing).
struct TMDbMovieCreditsMapper {
    func map(_ credits: TMDbCredits, movieID: Movie.ID) -> MovieCredits {
        MovieCredits(
            movieID: movieID,
            cast: credits.cast.enumerated().map { index, member in
                CastMember(personID: member.id, name: member.name, character: member.character, order: member.order ?? index)
            },
            crew: credits.crew.compactMap { member in
                guard let job = member.job, !job.isEmpty else { return nil }
                return CrewMember(personID: member.id, name: member.name, job: job, department: member.department)
            }
        )
    }
}
