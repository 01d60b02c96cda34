import MoviesDomain
import MoviesTestSupport
import Testing

@Suite struct MovieCreditsTests {
    @Test func billedCastIsInBillingOrder() {
        let credits = MovieFixtures.credits()
        #expect(credits.billedCast.map(\.name) == ["Edward Norton", "Brad Pitt", "Helena Bonham Carter"])
    }

    @Test func directorsAreTheCrewWhoseJobIsDirector() {
        let credits = MovieFixtures.credits()
        #expect(credits.directors.map(\.name) == ["David Fincher"])
    }

    @Test func aMovieWithTwoDirectorsHasBoth() {
        let credits = MovieCredits(
            movieID: 603, cast: [],
            crew: [
                CrewMember(personID: 9340, name: "Lilly Wachowski", job: "Director", department: "Directing"),
                CrewMember(personID: 9339, name: "Lana Wachowski", job: "Director", department: "Directing"),
                CrewMember(personID: 9339, name: "Lana Wachowski", job: "Screenplay", department: "Writing"),
            ])
        #expect(credits.directors.map(\.personID) == [9340, 9339])
    }
}
