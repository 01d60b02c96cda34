import CoreDomain
import Foundation
import PeopleDomain
import PersonDetailsFeature
import Presentation

/// A People context `Person` and their credits as the person screen's `PersonDetails`.
struct PersonDetailsMapper {
    /// How many titles "known for" names.
    static let knownForCount = 4

    let today: CalendarDate?

    func map(_ person: Person, credits: PersonCredits) -> PersonDetails {
        let department = KnownForRule.department(of: credits)
        let knownFor = department.map { KnownForRule.bestKnown(in: $0, of: credits, limit: Self.knownForCount) } ?? []
        return PersonDetails(
            id: person.id, name: person.name, gender: person.gender.map(Self.word), knownForDepartment: department,
            birthday: person.birthday?.isoString, deathday: person.deathday?.isoString, age: today.flatMap(person.age(on:)),
            countryOfBirth: person.countryOfBirth, creditCount: credits.titleCount,
            knownFor: knownFor.map {
                PersonDetailsTitle(
                    kind: Self.kind($0.title.kind), id: $0.title.id, title: $0.title.name, year: $0.title.year, role: Self.role($0))
            },
            profileURL: person.profileURL?.absoluteString)
    }

    static func word(_ gender: Gender) -> String {
        switch gender {
        case .female: "female"
        case .male: "male"
        case .nonBinary: "non-binary"
        }
    }

    static func kind(_ kind: TitleKind) -> ItemKind {
        switch kind {
        case .movie: .movie
        case .tv: .tv
        }
    }

    /// The part played, or the job done.
    static func role(_ credit: PersonCredit) -> String? {
        switch credit.role {
        case .cast(let character): character
        case .crew(let job, _): job
        }
    }
}
