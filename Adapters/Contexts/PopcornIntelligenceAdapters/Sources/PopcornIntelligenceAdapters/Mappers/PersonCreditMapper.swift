import CoreDomain
import IntelligenceDomain
import PeopleDomain

/// A People context's credits as Intelligence's: each part played, then each job, in the order the
/// People context gives them (newest first).
struct PersonCreditMapper {
    func map(_ credits: PersonCredits) -> [IntelligenceDomain.PersonCredit] {
        (credits.cast + credits.crew).map(map)
    }

    func map(_ credit: PeopleDomain.PersonCredit) -> IntelligenceDomain.PersonCredit {
        let kind: IntelligenceDomain.TitleKind =
            switch credit.title.kind {
            case .movie: .movie
            case .tv: .tv
            }
        return switch credit.role {
        case .cast(let character):
            IntelligenceDomain.PersonCredit(
                kind: kind, id: credit.title.id, name: credit.title.name, year: credit.title.year, character: character)
        case .crew(let job, _):
            IntelligenceDomain.PersonCredit(kind: kind, id: credit.title.id, name: credit.title.name, year: credit.title.year, job: job)
        }
    }
}
