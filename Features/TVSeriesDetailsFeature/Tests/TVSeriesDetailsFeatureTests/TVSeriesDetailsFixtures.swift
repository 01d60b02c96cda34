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

    /// Seasons counted by a later record than the series' own figures.
    static let laterSeasons = TVSeriesDetails(
        id: 66732, name: "Stranger Things", originalName: "Stranger Things", originalLanguage: "en", firstAirDate: "2016-07-15",
        lastAirDate: nil, status: "Returning Series", type: "Scripted", networks: ["Netflix"], inProduction: true,
        originCountries: ["US"], languages: ["en"], companies: [], genres: ["Drama"], creators: [], numberOfSeasons: 3,
        numberOfEpisodes: 25, episodeRunTimes: [], voteAverage: nil, voteCount: nil, figuresAsOf: "2019-05", overview: nil,
        seasons: [
            TVSeriesDetailsSeason(seasonNumber: 3, name: "Season 3", airDate: "2019-07-04", episodeCount: 8, episodeCountAsOf: "2019-05"),
            TVSeriesDetailsSeason(seasonNumber: 4, name: "Season 4", airDate: "2022-05-27", episodeCount: 9, episodeCountAsOf: "2026-08"),
            TVSeriesDetailsSeason(seasonNumber: 5, name: "Season 5", airDate: "2025-11-26", episodeCount: 8, episodeCountAsOf: "2026-08"),
        ]
    )

    /// The catalogue's Stranger Things: a series record of 2019-05, and seasons 4 and 5 known only
    /// from a record of 2026-08.
    static let strangerThings = TVSeriesDetails(
        id: 66732, name: "Stranger Things", originalName: "Stranger Things", originalLanguage: "en", firstAirDate: "2016-07-15",
        lastAirDate: "2017-10-27", status: "Returning Series", type: "Scripted", networks: ["Netflix"], inProduction: true,
        originCountries: ["US"], languages: ["en"], companies: [], genres: ["Drama"],
        creators: [TVSeriesDetailsPerson(personID: 1179422, name: "Ross Duffer")], numberOfSeasons: 3, numberOfEpisodes: 25,
        episodeRunTimes: [50], voteAverage: 8.3, voteCount: 2236, figuresAsOf: "2019-05", overview: nil,
        seasons: [
            TVSeriesDetailsSeason(
                seasonNumber: 1, name: "Season 1", airDate: "2016-07-15", episodeCount: 8, episodeCountAsOf: "2019-05",
                lastAirDate: "2016-07-15"),
            TVSeriesDetailsSeason(
                seasonNumber: 2, name: "Season 2", airDate: "2017-10-27", episodeCount: 9, episodeCountAsOf: "2019-05",
                lastAirDate: "2017-10-27"),
            TVSeriesDetailsSeason(
                seasonNumber: 3, name: "Season 3", airDate: "2019-07-04", episodeCount: 8, episodeCountAsOf: "2019-05",
                lastAirDate: "2019-07-04"),
            TVSeriesDetailsSeason(
                seasonNumber: 4, name: "Season 4", airDate: "2022-05-27", episodeCount: 9, episodeCountAsOf: "2026-08",
                lastAirDate: "2022-07-01"),
            TVSeriesDetailsSeason(
                seasonNumber: 5, name: "Season 5", airDate: "2025-11-26", episodeCount: 8, episodeCountAsOf: "2026-08",
                lastAirDate: "2025-12-31"),
        ]
    )

    /// Game of Thrones as the catalogue has it: only its specials counted by a later record.
    static let laterSpecials = TVSeriesDetails(
        id: 1399, name: "Game of Thrones", originalName: "Game of Thrones", originalLanguage: "en", firstAirDate: "2011-04-17",
        lastAirDate: "2019-05-19", status: "Ended", type: "Scripted", networks: ["HBO"], inProduction: false, originCountries: ["US"],
        languages: ["en"], companies: [], genres: ["Drama"], creators: [], numberOfSeasons: 8, numberOfEpisodes: 73, episodeRunTimes: [],
        voteAverage: 8.1, voteCount: 5931, figuresAsOf: "2019-05", overview: nil,
        seasons: [
            TVSeriesDetailsSeason(
                seasonNumber: 0, name: "Specials", airDate: "2010-12-05", episodeCount: 300, episodeCountAsOf: "2026-08",
                lastAirDate: "2020-11-30")
        ]
            + (1...8).map { number in
                TVSeriesDetailsSeason(
                    seasonNumber: number, name: "Season \(number)", airDate: nil, episodeCount: number < 7 ? 10 : (number == 7 ? 7 : 6),
                    episodeCountAsOf: "2019-05")
            }
    )

    /// A series from a live source: nothing dated.
    static let undated = TVSeriesDetails(
        id: 66732, name: "Stranger Things", originalName: "Stranger Things", originalLanguage: "en", firstAirDate: "2016-07-15",
        lastAirDate: "2017-10-27", status: "Returning Series", type: "Scripted", networks: [], inProduction: true, originCountries: [],
        languages: [], companies: [], genres: [], creators: [], numberOfSeasons: 3, numberOfEpisodes: 25, episodeRunTimes: [],
        voteAverage: 8.3, voteCount: 2236, figuresAsOf: nil, overview: nil,
        seasons: [
            TVSeriesDetailsSeason(seasonNumber: 4, name: "Season 4", airDate: "2022-05-27", episodeCount: 9, lastAirDate: "2022-07-01")
        ]
    )
}
