import Testing

@testable import EmbeddedCatalogue

/// The tally behind trending people: totals, the page's ranking and a person's best films.
@Suite struct RecentPeopleTallyTests {
    @Test func aTallyOutgrowingItsRoomStillFindsEveryPerson() {
        var tally = RecentPeopleTally(expectedCredits: 1)
        for person in 1...1_000 { tally.add(person: person * 7_919, film: 1, points: Double(person)) }
        for person in 1...1_000 { tally.add(person: person * 7_919, film: 2, points: 1) }
        #expect(tally.personCount == 1_000)
        #expect(tally.ranked(limit: 2, offset: 0).map(\.person) == [1_000 * 7_919, 999 * 7_919])
        #expect(tally.ranked(limit: 1, offset: 999).map(\.total) == [2])
        #expect(tally.bestFilms(of: 7_919, count: 2) == [1, 2])
        #expect(tally.bestFilms(of: 3, count: 2).isEmpty)
    }

    @Test func equalTotalsRankByIDAndAPageIsCutFromTheRanking() {
        var tally = RecentPeopleTally(expectedCredits: 8)
        tally.add(person: 30, film: 1, points: 5)
        tally.add(person: 10, film: 1, points: 5)
        tally.add(person: 20, film: 2, points: 9)
        tally.add(person: 40, film: 2, points: 1)
        #expect(tally.ranked(limit: 10, offset: 0).map(\.person) == [20, 10, 30, 40])
        #expect(tally.ranked(limit: 2, offset: 1).map(\.person) == [10, 30])
        #expect(tally.ranked(limit: 2, offset: 4).isEmpty)
        #expect(tally.ranked(limit: 0, offset: 0).isEmpty)
    }

    @Test func aPersonsCreditsOnOneFilmAddUpAndEqualFilmsGoToTheLowerID() {
        var tally = RecentPeopleTally(expectedCredits: 8)
        tally.add(person: 1, film: 9, points: 2)
        tally.add(person: 1, film: 5, points: 3)
        tally.add(person: 1, film: 9, points: 1)
        tally.add(person: 1, film: 7, points: 1)
        #expect(tally.bestFilms(of: 1, count: 2) == [5, 9])
        #expect(tally.bestFilms(of: 1, count: 3) == [5, 9, 7])
        #expect(tally.ranked(limit: 1, offset: 0).first?.total == 7)
    }
}
