import CastAndCrewFeature
import CoreDomain
import MovieDetailsFeature
import MoviesDomain
import Testing
import TitleListFeature

@testable import PopcornApp

@Suite struct MapperTests {
    let matrix = Movie(
        id: 603, title: "The Matrix", originalTitle: "The Matrix", originalLanguage: Language(code: "en"),
        releaseDate: CalendarDate(isoString: "1999-03-30"), runtimeMinutes: 136,
        genres: [Genre(id: 28, name: "Action"), Genre(id: 878, name: "Science Fiction")],
        overview: "A hacker learns the truth.", rating: Rating(average: 8.2, voteCount: 24_000), popularity: 80
    )
    let credits = MovieCredits(
        movieID: 603,
        cast: [
            CastMember(personID: 2975, name: "Laurence Fishburne", character: "Morpheus", order: 1),
            CastMember(personID: 6384, name: "Keanu Reeves", character: "Neo", order: 0),
        ],
        crew: [
            CrewMember(personID: 9339, name: "Lana Wachowski", job: "Screenplay", department: "Writing"),
            CrewMember(personID: 9340, name: "Lilly Wachowski", job: "Director", department: "Directing"),
            CrewMember(personID: 9339, name: "Lana Wachowski", job: "Director", department: "Directing"),
        ]
    )

    @Test func detailsCarryTheFactsTheDirectorsAndTheCastInBillingOrder() {
        let details = MovieDetailsMapper().map(matrix, credits: credits)
        #expect(details.releaseDate == "1999-03-30")
        #expect(details.genres == ["Action", "Science Fiction"])
        #expect(details.originalLanguage == "en")
        #expect(details.directors.map(\.name) == ["Lilly Wachowski", "Lana Wachowski"])
        #expect(details.cast.map(\.name) == ["Keanu Reeves", "Laurence Fishburne"])
    }

    @Test func castAndCrewCarriesEveryJob() {
        let castAndCrew = CastAndCrewMapper().map(matrix, credits: credits)
        #expect(castAndCrew.title == "The Matrix")
        #expect(castAndCrew.cast.first?.character == "Neo")
        #expect(castAndCrew.crew.count == 3)
    }

    @Test func aPageKeepsItsPositionAndItsSubject() {
        let page = MoviePage(
            page: 2, totalPages: 3, totalResults: 41,
            movies: [
                MoviePreview(id: 603, title: "The Matrix", releaseDate: nil, rating: Rating(average: 8.2, voteCount: 5), overview: "")
            ])
        let mapped = MovieListPageMapper().map(page, subjectTitle: "Fight Club")
        #expect(mapped.page == 2 && mapped.totalPages == 3 && mapped.totalResults == 41)
        #expect(mapped.items.first?.releaseDate == nil)
        #expect(mapped.subjectTitle == "Fight Club")
    }
}
