import MoviesDomain
import MoviesTestSupport
import Testing

@Suite struct MovieTests {
    @Test func theReleaseYearComesFromTheReleaseDate() {
        #expect(MovieFixtures.movie(releaseDate: "1999-10-15").releaseYear == 1999)
        #expect(MovieFixtures.movie(releaseDate: nil).releaseYear == nil)
    }

    @Test func aDirectorIsKnownByTheirJob() {
        #expect(CrewMember(personID: 1, name: "A", job: "Director", department: "Directing").isDirector)
        #expect(!CrewMember(personID: 1, name: "A", job: "Assistant Director", department: "Directing").isDirector)
    }
}
