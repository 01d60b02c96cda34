import TVSeasonDetailsFeature

enum TVSeasonDetailsFixtures {
    static let seasonOne = TVSeasonDetails(
        seriesID: 1399, seriesName: "Game of Thrones", seasonNumber: 1, name: "Season 1", airDate: "2011-04-17", episodeCount: 10,
        episodes: [
            TVSeasonDetailsEpisode(episodeNumber: 1, name: "Winter Is Coming", airDate: "2011-04-17"),
            TVSeasonDetailsEpisode(episodeNumber: 2, name: "The Kingsroad", airDate: "2011-04-24"),
        ]
    )

    static let ratedLater = TVSeasonDetails(
        seriesID: 1396, seriesName: "Breaking Bad", seasonNumber: 2, name: "Season 2", airDate: "2009-03-08", episodeCount: 13,
        episodeCountAsOf: "2026-08",
        episodes: [
            TVSeasonDetailsEpisode(
                episodeNumber: 1, name: "Seven Thirty-Seven", airDate: "2009-03-08", voteAverage: 8.3, voteCount: 120,
                figuresAsOf: "2026-08"),
            TVSeasonDetailsEpisode(episodeNumber: 2, name: "Grilled", airDate: "2009-03-15"),
        ]
    )

    static let notHeld = TVSeasonDetails(
        seriesID: 1396, seriesName: "Breaking Bad", seasonNumber: 3, name: "Season 3", airDate: nil, episodeCount: 13, episodes: [])

    static let ratedApart = TVSeasonDetails(
        seriesID: 1399, seriesName: "Game of Thrones", seasonNumber: 1, name: "Season 1", airDate: "2011-04-17", episodeCount: 10,
        episodeCountAsOf: "2019-05",
        episodes: [
            TVSeasonDetailsEpisode(
                episodeNumber: 1, name: "Winter Is Coming", airDate: "2011-04-17", voteAverage: 7.7, voteCount: 172, figuresAsOf: "2020")
        ]
    )

    static let countedLater = TVSeasonDetails(
        seriesID: 66732, seriesName: "Stranger Things", seasonNumber: 5, name: "Season 5", airDate: "2025-11-26", episodeCount: 8,
        episodeCountAsOf: "2026-08", episodes: [])
}
