import PeopleDomain
import PeopleTestSupport
import Testing

@Suite struct PersonCreditsTests {
    let credits = PersonFixtures.credits()

    @Test func newestFirstPutsTheLatestTitleFirstAndKeepsCastAndCrewApart() {
        let sorted = credits.newestFirst()
        #expect(sorted.cast.map(\.title.name) == ["Troy", "Fight Club", "Seinfeld"])
        #expect(sorted.crew.map(\.title.name) == ["A Produced Film"])
    }

    @Test func undatedTitlesComeLast() {
        let undated = PersonCredit(title: PersonFixtures.title(id: 1, name: "Undated"), role: .cast(character: nil))
        let sorted = PersonCredits(personID: 287, cast: [undated] + credits.cast, crew: []).newestFirst()
        #expect(sorted.cast.last?.title.name == "Undated")
    }

    @Test func filtersByKindAndByDepartment() {
        #expect(credits.filtered(kind: .tv, department: nil).cast.map(\.title.id) == [1400])
        #expect(credits.filtered(kind: .movie, department: nil).crew.count == 1)
        let producing = credits.filtered(kind: nil, department: "production")
        #expect(producing.cast.isEmpty && producing.crew.count == 1)
        let acting = credits.filtered(kind: nil, department: "Acting")
        #expect(acting.cast.count == 3 && acting.crew.isEmpty)
    }

    @Test func namesTheDepartmentsItsCreditsAreInOnceEachInTheirOrder() {
        #expect(credits.departments == [PersonCredits.acting, "Production"])
        #expect(credits.filtered(kind: .tv, department: nil).departments == [PersonCredits.acting])
        #expect(PersonCredits(personID: 1, cast: [], crew: []).departments.isEmpty)
    }

    @Test func countsEachTitleOnce() {
        let twice = PersonCredits(
            personID: 1, cast: [PersonCredit(title: PersonFixtures.title(id: 5, name: "Five"), role: .cast(character: "A"))],
            crew: [PersonCredit(title: PersonFixtures.title(id: 5, name: "Five"), role: .crew(job: "Director", department: "Directing"))])
        #expect(twice.titleCount == 1)
        #expect(credits.titleCount == 4)
    }
}
