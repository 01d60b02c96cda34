import CoreDomain
import PeopleDomain
import PersonCreditsFeature
import Presentation

/// A People context person's credits as the credits screen's `PersonCredits`.
struct PersonCreditsMapper {
    /// The department asked for is named as the People context names it ("Directing" for
    /// "directing").
    func map(_ selection: PersonCreditsSelection, name: String, kind: ItemKind?) -> PersonCreditsFeature.PersonCredits {
        let credits = selection.credits
        return PersonCreditsFeature.PersonCredits(
            personID: credits.personID, name: name, kind: kind, department: selection.department, cast: credits.cast.map(entry),
            crew: credits.crew.map(entry), departments: selection.departments)
    }

    private func entry(_ credit: PersonCredit) -> PersonCreditsEntry {
        let (character, job): (String?, String?) =
            switch credit.role {
            case .cast(let character): (character, nil)
            case .crew(let job, _): (nil, job)
            }
        return PersonCreditsEntry(
            kind: PersonDetailsMapper.kind(credit.title.kind), id: credit.title.id, title: credit.title.name, year: credit.title.year,
            character: character, job: job, department: credit.department, episodeCount: credit.episodeCount,
            episodeCountBasis: credit.episodeCountBasis?.rawValue, voteAverage: credit.title.rating?.average,
            voteCount: credit.title.rating?.voteCount, figuresAsOf: credit.title.figuresAsOf)
    }
}
