import PeopleDomain
import PeopleTestSupport
import Testing

@Suite struct KnownForRuleTests {
    func crew(_ id: Int, _ job: String, _ department: String, votes: Int = 100) -> PersonCredit {
        PersonCredit(title: PersonFixtures.title(id: id, name: "Title \(id)", votes: votes), role: .crew(job: job, department: department))
    }

    @Test func anActorIsKnownForActing() {
        #expect(KnownForRule.department(of: PersonFixtures.credits()) == "Acting")
    }

    @Test func producingCountsHalfSoADirectorWhoProducedMoreIsKnownForDirecting() {
        let credits = PersonCredits(
            personID: 1776, cast: [],
            crew: (1...4).map { crew($0, "Director", "Directing") } + (10...16).map { crew($0, "Producer", "Production") })
        #expect(KnownForRule.department(of: credits) == "Directing")
    }

    @Test func producingStillWinsWhenItIsMostOfTheWork() {
        let credits = PersonCredits(
            personID: 1, cast: [], crew: [crew(1, "Director", "Directing")] + (10...13).map { crew($0, "Producer", "Production") })
        #expect(KnownForRule.department(of: credits) == "Production")
    }

    @Test func aTitleCountsOnceInADepartmentAndTiesGoToActingThenDirecting() {
        let credits = PersonCredits(
            personID: 1, cast: [PersonCredit(title: PersonFixtures.title(id: 2, name: "Two"), role: .cast(character: nil))],
            crew: [crew(1, "Director", "Directing"), crew(1, "Screenplay", "Writing")])
        #expect(KnownForRule.department(of: credits) == "Acting")
        let noActing = PersonCredits(personID: 1, cast: [], crew: [crew(1, "Screenplay", "Writing"), crew(2, "Director", "Directing")])
        #expect(KnownForRule.department(of: noActing) == "Directing")
        #expect(KnownForRule.department(of: PersonCredits(personID: 1, cast: [], crew: [])) == nil)
    }

    @Test func theBestKnownTitlesAreTheMostVotedInTheDepartmentEachOnce() {
        let credits = PersonCredits(
            personID: 1, cast: [],
            crew: [
                crew(1, "Director", "Directing", votes: 10), crew(2, "Director", "Directing", votes: 900),
                crew(2, "Screenplay", "Writing", votes: 900), crew(3, "Director", "Directing", votes: 50),
                crew(3, "Second Unit Director", "Directing", votes: 50),
            ])
        #expect(KnownForRule.bestKnown(in: "Directing", of: credits, limit: 2).map(\.title.id) == [2, 3])
    }
}
