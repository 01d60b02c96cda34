import TVEpisodeDetailsFeature

enum TVEpisodeDetailsFixtures {
    static func episode(_ number: Int = 1, of count: Int? = 10, rated: Bool = false) -> TVEpisodeDetails {
        TVEpisodeDetails(
            seriesID: 1399, seriesName: "Game of Thrones", seasonNumber: 1, episodeNumber: number, seasonEpisodeCount: count,
            name: "Winter Is Coming", airDate: "2011-04-17", voteAverage: rated ? 7.7 : nil,
            voteCount: rated ? 172 : nil, figuresAsOf: rated ? "2020" : nil,
            guestStars: [TVEpisodeDetailsGuestStar(personID: 117642, name: "Jason Momoa", character: "Khal Drogo")],
            crew: [TVEpisodeDetailsCrewMember(personID: nil, name: "Someone", job: "Director", department: "Directing")]
        )
    }
}
