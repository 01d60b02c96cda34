public import CoreDomain
public import PeopleDomain

/// Ready-made people, credits and pages for the context's tests.
public enum PersonFixtures {
    public static func person(
        id: Person.ID = 287, name: String = "Brad Pitt", birthday: String? = "1963-12-18", deathday: String? = nil
    ) -> Person {
        Person(
            id: id, name: name, gender: .male, birthday: birthday.flatMap(CalendarDate.init(isoString:)),
            deathday: deathday.flatMap(CalendarDate.init(isoString:)), countryOfBirth: "USA", popularity: 10)
    }

    public static func title(
        _ kind: TitleKind = .movie, id: Int, name: String, date: String? = nil, votes: Int = 100
    ) -> CreditedTitle {
        CreditedTitle(
            kind: kind, id: id, name: name, date: date.flatMap(CalendarDate.init(isoString:)), rating: Rating(average: 7, voteCount: votes),
            figuresAsOf: kind == .tv ? "2019-05" : nil)
    }

    /// Parts in Fight Club and Troy, a part in a series, and a producer's job.
    public static func credits(personID: Person.ID = 287) -> PersonCredits {
        PersonCredits(
            personID: personID,
            cast: [
                PersonCredit(
                    title: title(id: 550, name: "Fight Club", date: "1999-10-15", votes: 9413), role: .cast(character: "Tyler Durden")),
                PersonCredit(title: title(id: 652, name: "Troy", date: "2004-05-13", votes: 3000), role: .cast(character: "Achilles")),
                PersonCredit(
                    title: title(.tv, id: 1400, name: "Seinfeld", date: "1989-07-05"), role: .cast(character: "Guest"), episodeCount: 1,
                    episodeCountBasis: .episodesHeld),
            ],
            crew: [
                PersonCredit(
                    title: title(id: 9000, name: "A Produced Film", date: "2010-01-01"),
                    role: .crew(job: "Producer", department: "Production"))
            ]
        )
    }

    public static func page(_ number: Int = 1, totalPages: Int = 2, ids: [Person.ID] = [287, 1776]) -> PersonPage {
        PersonPage(
            page: number, totalPages: totalPages, totalResults: totalPages * 20,
            people: ids.map { PersonPreview(id: $0, name: "Person \($0)", knownForDepartment: "Acting", knownFor: []) })
    }
}
