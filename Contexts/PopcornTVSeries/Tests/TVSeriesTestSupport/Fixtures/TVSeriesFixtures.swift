public import CoreDomain
public import TVSeriesDomain

/// Sample series, seasons and episodes for the context's tests.
public enum TVSeriesFixtures {
    public static func series(id: TVSeries.ID = 1399, name: String = "Game of Thrones") -> TVSeries {
        TVSeries(
            id: id, name: name, originalName: name, originalLanguage: Language(code: "en"),
            firstAirDate: CalendarDate(isoString: "2011-04-17"), lastAirDate: nil, status: "Ended", type: "Scripted",
            networks: ["HBO"], inProduction: false, originCountries: ["US"], languages: [Language(code: "en")],
            companies: ["Television 360"], genres: [Genre(id: 18, name: "Drama")],
            creators: [TVCreator(personID: 9813, name: "David Benioff")],
            numberOfSeasons: 8, numberOfEpisodes: 73, episodeRunTimes: [60], rating: Rating(average: 8.2, voteCount: 6000),
            popularity: 50, figuresAsOf: "2019-05", overview: nil,
            seasons: [TVSeasonSummary(seasonNumber: 1, name: "Season 1", airDate: nil, episodeCount: 10)]
        )
    }

    /// What a list shows of `series()`.
    public static func preview(id: TVSeries.ID = 1399, name: String = "Game of Thrones") -> TVSeriesPreview {
        TVSeriesPreview(
            id: id, name: name, firstAirDate: CalendarDate(isoString: "2011-04-17"), rating: Rating(average: 8.2, voteCount: 6000),
            overview: nil, figuresAsOf: "2019-05")
    }

    public static func season(seriesID: TVSeries.ID = 1399, number: Int = 1) -> TVSeason {
        TVSeason(
            seriesID: seriesID, seriesName: "Game of Thrones", seasonNumber: number, name: "Season \(number)", airDate: nil,
            episodeCount: 10, episodes: [TVEpisodeSummary(episodeNumber: 1, name: "Winter Is Coming", airDate: nil)]
        )
    }

    public static func episode(seriesID: TVSeries.ID = 1399) -> TVEpisode {
        TVEpisode(
            seriesID: seriesID, seriesName: "Game of Thrones", seasonNumber: 1, episodeNumber: 1, seasonEpisodeCount: 10,
            name: "Winter Is Coming", airDate: nil, rating: nil, figuresAsOf: nil,
            guestStars: [TVGuestStar(personID: 117642, name: "Jason Momoa", character: "Khal Drogo")], crew: []
        )
    }

    public static func page(_ number: Int = 1, totalPages: Int = 2, ids: [TVSeries.ID] = [1399, 1396]) -> TVSeriesPage {
        TVSeriesPage(
            page: number, totalPages: totalPages, totalResults: totalPages * 20,
            series: ids.map {
                TVSeriesPreview(id: $0, name: "Series \($0)", firstAirDate: nil, rating: nil, overview: nil, figuresAsOf: nil)
            }
        )
    }
}
