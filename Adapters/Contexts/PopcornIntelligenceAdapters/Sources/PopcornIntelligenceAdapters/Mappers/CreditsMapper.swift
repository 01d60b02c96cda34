import IntelligenceDomain
import MoviesDomain
import TVSeriesDomain

/// A film's or a series' cast and crew as Intelligence's credits. A person the source names
/// without an id is left out, since no tool could look them up; a series' part played under
/// several names keeps them all ("Name / Other name"), and a series' crew member with several
/// jobs is one entry a job, as a film's crew is.
struct CreditsMapper {
    func map(_ credits: MovieCredits) -> Credits {
        Credits(
            cast: credits.cast.compactMap { member in
                member.personID.map { IntelligenceDomain.CastMember(personID: $0, name: member.name, character: member.character) }
            },
            crew: credits.crew.compactMap { member in
                member.personID.map {
                    IntelligenceDomain.CrewMember(personID: $0, name: member.name, job: member.job, department: member.department)
                }
            })
    }

    func map(_ credits: TVSeriesCredits) -> Credits {
        Credits(
            cast: credits.cast.compactMap { member in
                member.personID.map {
                    IntelligenceDomain.CastMember(
                        personID: $0, name: member.name,
                        character: member.characters.isEmpty ? nil : member.characters.joined(separator: " / "))
                }
            },
            crew: credits.crew.flatMap { member in
                guard let id = member.personID else { return [IntelligenceDomain.CrewMember]() }
                return member.jobs.map {
                    IntelligenceDomain.CrewMember(personID: id, name: member.name, job: $0, department: member.department)
                }
            })
    }
}
