import MovieDetailsFeature

enum MovieDetailsFixtures {
    static let fightClub = MovieDetails(
        id: 550,
        title: "Fight Club",
        originalTitle: "Fight Club",
        originalLanguage: "en",
        releaseDate: "1999-10-15",
        runtimeMinutes: 139,
        genres: ["Drama"],
        overview: "A sleepless office worker and a reckless soap salesman start an underground club that grows out of hand.",
        voteAverage: 8.4,
        voteCount: 26_280,
        directors: [MovieDetailsPerson(personID: 7467, name: "David Fincher")],
        cast: [
            MovieDetailsCastMember(personID: 819, name: "Edward Norton", character: "The Narrator"),
            MovieDetailsCastMember(personID: 287, name: "Brad Pitt", character: "Tyler Durden"),
            MovieDetailsCastMember(personID: 1283, name: "Helena Bonham Carter", character: "Marla Singer"),
            MovieDetailsCastMember(personID: 7470, name: "Meat Loaf", character: "Robert 'Bob' Paulson"),
            MovieDetailsCastMember(personID: 7499, name: "Jared Leto", character: "Angel Face"),
            MovieDetailsCastMember(personID: 7471, name: "Zach Grenier", character: "Richard Chesler"),
            MovieDetailsCastMember(personID: 7497, name: "Holt McCallany", character: "The Mechanic"),
        ],
        posterURL: "https://images.example/w500/fightclub.jpg"
    )

    static let spiritedAway = MovieDetails(
        id: 129,
        title: "Spirited Away",
        originalTitle: "千と千尋の神隠し",
        originalLanguage: "ja",
        releaseDate: "2001-07-20",
        runtimeMinutes: 125,
        genres: ["Animation", "Family", "Fantasy"],
        overview: "A girl stranded in a town of spirits works in a bathhouse to free her parents.",
        voteAverage: 8.5,
        voteCount: 16_000,
        directors: [MovieDetailsPerson(personID: 608, name: "Hayao Miyazaki")],
        cast: [MovieDetailsCastMember(personID: 19587, name: "柊瑠美", character: "千尋")]
    )
}
