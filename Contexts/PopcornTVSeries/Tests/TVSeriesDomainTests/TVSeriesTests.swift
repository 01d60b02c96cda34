import CoreDomain
import TVSeriesDomain
import TVSeriesTestSupport
import Testing

@Suite struct TVSeriesTests {
    @Test func theFirstAirYearComesFromTheFirstAirDate() {
        #expect(TVSeriesFixtures.series().firstAirYear == 2011)
    }

    @Test func everyLookupNamesItsSeries() {
        let lookups: [TVLookup] = [
            .series(1399), .season(seriesID: 1399, seasonNumber: 9, available: [1]),
            .episode(seriesID: 1399, seasonNumber: 1, episodeNumber: 11, episodeCount: 10),
            .episodesNotHeld(seriesID: 1399, seasonNumber: 3),
        ]
        #expect(lookups.map(\.seriesID) == [1399, 1399, 1399, 1399])
    }
}
