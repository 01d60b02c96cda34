import CoreDomain
public import Foundation
public import IntelligenceDomain

/// Ready-made titles for the Intelligence context's tests: a film and a series with their facts,
/// a film the catalogue knows little of, and a film of invented facts that no model could know.
/// The real titles' facts are the embedded catalogue's (`../shared/data/tmdb5000`, `tmdb-tv`:
/// ids, jobs, counts, the series' 2019 rating), but for Fight Club's rating, which is a recorded
/// TMDb answer's (as in MovieDetailsFeature's tests).
public enum IntelligenceFixtures {
    public static let moment = Date(timeIntervalSince1970: 1_795_000_000)
    public static let later = moment.addingTimeInterval(60)

    public static let fightClubReference = TitleReference(kind: .movie, id: 550)
    public static let fightClub = MovieDetails(
        id: 550, title: "Fight Club", releaseDate: CalendarDate(isoString: "1999-10-15"), runtimeMinutes: 139, genres: ["Drama"],
        rating: Rating(average: 8.4, voteCount: 26_280), budget: 63_000_000, revenue: 100_853_753)
    public static let fightClubCredits = Credits(
        cast: [
            CastMember(personID: 819, name: "Edward Norton", character: "The Narrator"),
            CastMember(personID: 287, name: "Brad Pitt", character: "Tyler Durden"),
            CastMember(personID: 1283, name: "Helena Bonham Carter", character: "Marla Singer"),
            CastMember(personID: 7470, name: "Meat Loaf", character: "Robert 'Bob' Paulson"),
            CastMember(personID: 7499, name: "Jared Leto", character: "Angel Face"),
        ],
        crew: [
            CrewMember(personID: 7479, name: "Jeff Cronenweth", job: "Director of Photography", department: "Camera"),
            CrewMember(personID: 1254, name: "Art Linson", job: "Producer", department: "Production"),
            CrewMember(personID: 7475, name: "Ceán Chaffin", job: "Producer", department: "Production"),
            CrewMember(personID: 7474, name: "Ross Grayson Bell", job: "Producer", department: "Production"),
            CrewMember(personID: 7469, name: "Jim Uhls", job: "Screenplay", department: "Writing"),
            CrewMember(personID: 7468, name: "Chuck Palahniuk", job: "Novel", department: "Writing"),
            CrewMember(personID: 7477, name: "John King", job: "Original Music Composer", department: "Sound"),
            CrewMember(personID: 7478, name: "Michael Simpson", job: "Original Music Composer", department: "Sound"),
            CrewMember(personID: 7467, name: "David Fincher", job: "Director", department: "Directing"),
        ])
    public static let fightClubSimilar = [
        SimilarTitle(kind: .movie, id: 807, name: "Se7en", year: 1995),
        SimilarTitle(kind: .movie, id: 2649, name: "The Game", year: 1997),
        SimilarTitle(kind: .movie, id: 77, name: "Memento", year: 2000),
    ]
    public static let bradPitt = PersonDetails(id: 287, name: "Brad Pitt", knownForDepartment: "Acting")
    public static let bradPittCredits = [
        PersonCredit(kind: .movie, id: 550, name: "Fight Club", year: 1999, character: "Tyler Durden"),
        PersonCredit(kind: .movie, id: 807, name: "Se7en", year: 1995, character: "Detective David Mills"),
        PersonCredit(kind: .movie, id: 652, name: "Troy", year: 2004, character: "Achilles"),
        PersonCredit(kind: .movie, id: 60308, name: "Moneyball", year: 2011, character: "Billy Beane"),
    ]
    public static let davidFincher = PersonDetails(id: 7467, name: "David Fincher", knownForDepartment: "Directing")
    public static let davidFincherCredits = [
        PersonCredit(kind: .movie, id: 550, name: "Fight Club", year: 1999, job: "Director"),
        PersonCredit(kind: .movie, id: 807, name: "Se7en", year: 1995, job: "Director"),
        PersonCredit(kind: .movie, id: 1949, name: "Zodiac", year: 2007, job: "Director"),
    ]

    public static let gameOfThronesReference = TitleReference(kind: .tv, id: 1399)
    public static let gameOfThronesSeasons: [SeasonSummary] =
        [SeasonSummary(number: 0, name: "Specials", airDate: CalendarDate(isoString: "2010-12-05"), episodeCount: 35)]
        + zip(
            1...8,
            [
                ("2011-04-17", 10), ("2012-04-01", 10), ("2013-03-31", 10), ("2014-04-06", 10), ("2015-04-12", 10),
                ("2016-04-24", 10), ("2017-07-16", 7), ("2019-04-14", 6),
            ]
        ).map { number, aired in
            SeasonSummary(number: number, name: "Season \(number)", airDate: CalendarDate(isoString: aired.0), episodeCount: aired.1)
        }
    public static let gameOfThrones = TVSeriesDetails(
        id: 1399, name: "Game of Thrones", firstAirDate: CalendarDate(isoString: "2011-04-17"),
        lastAirDate: CalendarDate(isoString: "2019-05-19"),
        creators: [PersonReference(id: 9813, name: "David Benioff"), PersonReference(id: 228_068, name: "D. B. Weiss")],
        genres: ["Sci-Fi & Fantasy", "Drama", "Action & Adventure"], rating: Rating(average: 8.1, voteCount: 5_931),
        seasons: gameOfThronesSeasons, episodeCount: 73)
    public static let gameOfThronesCredits = Credits(
        cast: [
            CastMember(personID: 239_019, name: "Kit Harington", character: "Jon Snow"),
            CastMember(personID: 1_223_786, name: "Emilia Clarke", character: "Daenerys Targaryen"),
            CastMember(personID: 22970, name: "Peter Dinklage", character: "Tyrion Lannister"),
        ],
        crew: [
            CrewMember(personID: 9813, name: "David Benioff", job: "Writer", department: "Writing"),
            CrewMember(personID: 228_068, name: "D. B. Weiss", job: "Writer", department: "Writing"),
        ])
    public static let gameOfThronesSeasonOne = SeasonDetails(
        seriesID: 1399, number: 1, name: "Season 1", airDate: CalendarDate(isoString: "2011-04-17"),
        episodes: [
            "Winter Is Coming", "The Kingsroad", "Lord Snow", "Cripples, Bastards, and Broken Things", "The Wolf and the Lion",
            "A Golden Crown", "You Win or You Die", "The Pointy End", "Baelor", "Fire and Blood",
        ].enumerated().map { EpisodeSummary(number: $0.offset + 1, name: $0.element) })
    public static let kitHarington = PersonDetails(id: 239_019, name: "Kit Harington", knownForDepartment: "Acting")
    public static let kitHaringtonCredits = [
        PersonCredit(kind: .tv, id: 1399, name: "Game of Thrones", year: 2011, character: "Jon Snow"),
        PersonCredit(kind: .movie, id: 76649, name: "Pompeii", year: 2014, character: "Milo"),
    ]

    /// A film the catalogue knows by name and little else: no date, length, genres, rating or
    /// figures, no crew, and a cast member whose part is not named.
    public static let quietFilmReference = TitleReference(kind: .movie, id: 31)
    public static let quietFilm = MovieDetails(id: 31, title: "Quiet Film")
    public static let quietFilmCredits = Credits(cast: [CastMember(personID: 5001, name: "Ann Example")])

    /// A film whose facts are invented: an answer naming them can only have come from the tools.
    public static let inventedPictureReference = TitleReference(kind: .movie, id: 4242)
    public static let inventedPicture = MovieDetails(
        id: 4242, title: "Invented Picture", releaseDate: CalendarDate(isoString: "2031-02-03"), runtimeMinutes: 77,
        genres: ["Mystery"], budget: 12345)
    public static let inventedPictureCredits = Credits(
        cast: [CastMember(personID: 9003, name: "C. Player", character: "Mr. Elsewhere")],
        crew: [
            CrewMember(personID: 9001, name: "A. Nobody", job: "Director"),
            CrewMember(personID: 9002, name: "B. Someone", job: "Original Music Composer"),
        ])
}
