import TVSeriesDetailsFeature

enum TVSeriesDetailsFixtures {
    static let gameOfThrones = TVSeriesDetails(
        id: 1399, name: "Game of Thrones", originalName: "Game of Thrones", originalLanguage: "en", firstAirDate: "2011-04-17",
        lastAirDate: "2019-05-19", status: "Ended", type: "Scripted", networks: ["HBO"],
        inProduction: false, originCountries: ["US"], languages: ["en"], companies: ["Television 360", "Generator Entertainment"],
        genres: ["Drama"],
        creators: [TVSeriesDetailsPerson(personID: 9813, name: "David Benioff")], numberOfSeasons: 8, numberOfEpisodes: 73,
        episodeRunTimes: [60], voteAverage: 8.2, voteCount: 6000, figuresAsOf: "2019-05", overview: nil,
        seasons: [
            TVSeriesDetailsSeason(seasonNumber: 0, name: "Specials", airDate: nil, episodeCount: 14),
            TVSeriesDetailsSeason(seasonNumber: 1, name: "Season 1", airDate: "2011-04-17", episodeCount: 10),
        ]
    )
}
