import CastAndCrewFeature

enum CastAndCrewFixtures {
    static let matrix = CastAndCrew(
        id: 603,
        title: "The Matrix",
        releaseDate: "1999-03-30",
        cast: [
            CastAndCrewCastMember(personID: 6384, name: "Keanu Reeves", character: "Thomas A. Anderson / Neo"),
            CastAndCrewCastMember(personID: 2975, name: "Laurence Fishburne", character: "Morpheus"),
        ],
        crew: [
            CastAndCrewCrewMember(personID: 9339, name: "Lana Wachowski", job: "Screenplay", department: "Writing"),
            CastAndCrewCrewMember(personID: 1, name: "Don Davis", job: "Original Music Composer", department: "Sound"),
            CastAndCrewCrewMember(personID: 9340, name: "Lilly Wachowski", job: "Director", department: "Directing"),
            CastAndCrewCrewMember(personID: 9339, name: "Lana Wachowski", job: "Director", department: "Directing"),
            CastAndCrewCrewMember(personID: 2, name: "Someone", job: "Stunts", department: "Acrobatics"),
        ]
    )
}
