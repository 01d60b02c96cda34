import CoreDomain
import MoviesDomain

/// The Matrix and its credits, in the Movies context's types, for the screens' mapper tests.
enum MatrixFixture {
    static let movie = Movie(
        id: 603, title: "The Matrix", originalTitle: "The Matrix", originalLanguage: Language(code: "en"),
        releaseDate: CalendarDate(isoString: "1999-03-30"), runtimeMinutes: 136,
        genres: [Genre(id: 28, name: "Action"), Genre(id: 878, name: "Science Fiction")],
        overview: "A hacker learns the truth.", rating: Rating(average: 8.2, voteCount: 24_000), popularity: 80, figuresAsOf: "2017"
    )
    static let credits = MovieCredits(
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
}
