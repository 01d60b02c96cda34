import CoreDomain
import TVSeriesDetailsFeature
import TVSeriesDomain
import Testing

@testable import PopcornApp

@Suite struct TVSeriesDetailsMapperTests {
    /// The screen heads a series by the newest record its seasons show, so each season brings the
    /// date of its record and of its last episode aired.
    @Test func eachSeasonCarriesItsCountsDateAndItsLastAirDate() {
        let series = TVSeries(
            id: 66732, name: "Stranger Things", originalName: "Stranger Things", originalLanguage: Language(code: "en"),
            firstAirDate: CalendarDate(isoString: "2016-07-15"), lastAirDate: CalendarDate(isoString: "2017-10-27"), status: nil,
            type: nil, networks: [], inProduction: nil, originCountries: [], languages: [], companies: [], genres: [], creators: [],
            numberOfSeasons: 3, numberOfEpisodes: 25, episodeRunTimes: [], rating: nil, popularity: 1, figuresAsOf: "2019-05",
            overview: nil,
            seasons: [
                TVSeasonSummary(
                    seasonNumber: 5, name: "Season 5", airDate: CalendarDate(isoString: "2025-11-26"), episodeCount: 8,
                    figuresAsOf: "2026-08", lastAirDate: CalendarDate(isoString: "2025-12-31"))
            ])
        let season = TVSeriesDetailsMapper().map(series).seasons.first
        #expect(season?.episodeCountAsOf == "2026-08")
        #expect(season?.lastAirDate == "2025-12-31")
    }
}
