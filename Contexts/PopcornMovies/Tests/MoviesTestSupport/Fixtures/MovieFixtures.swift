public import CoreDomain
public import MoviesDomain

/// Small, true-to-life values for tests: real titles and ids, so a failing test reads naturally.
public enum MovieFixtures {
    public static let drama = Genre(id: 18, name: "Drama")
    public static let scienceFiction = Genre(id: 878, name: "Science Fiction")

    public static func movie(
        id: Movie.ID = 550,
        title: String = "Fight Club",
        releaseDate: String? = "1999-10-15",
        genres: [Genre] = [drama]
    ) -> Movie {
        Movie(
            id: id,
            title: title,
            originalTitle: title,
            originalLanguage: Language(code: "en"),
            releaseDate: releaseDate.flatMap(CalendarDate.init(isoString:)),
            runtimeMinutes: 139,
            genres: genres,
            overview: "An office worker and a soap salesman start a club.",
            rating: Rating(average: 8.4, voteCount: 26_000),
            popularity: 60
        )
    }

    /// A list's preview of a film; by default, what a list shows of The Matrix.
    public static func preview(id: Movie.ID = 603, title: String = "The Matrix") -> MoviePreview {
        MoviePreview(
            id: id,
            title: title,
            releaseDate: CalendarDate(isoString: "1999-03-30"),
            rating: Rating(average: 8.2, voteCount: 24_000),
            overview: "A hacker learns what the world really is."
        )
    }

    public static func page(_ number: Int = 1, totalPages: Int = 2, movies: [MoviePreview]) -> MoviePage {
        MoviePage(page: number, totalPages: totalPages, totalResults: totalPages * 20, movies: movies)
    }

    public static func credits(movieID: Movie.ID = 550) -> MovieCredits {
        MovieCredits(
            movieID: movieID,
            cast: [
                CastMember(personID: 1283, name: "Helena Bonham Carter", character: "Marla Singer", order: 2),
                CastMember(personID: 819, name: "Edward Norton", character: "The Narrator", order: 0),
                CastMember(personID: 287, name: "Brad Pitt", character: "Tyler Durden", order: 1),
            ],
            crew: [
                CrewMember(personID: 7467, name: "David Fincher", job: "Director", department: "Directing"),
                CrewMember(personID: 7468, name: "Jim Uhls", job: "Screenplay", department: "Writing"),
            ]
        )
    }
}
