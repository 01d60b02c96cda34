import CoreDomain
import EmbeddedCatalogue
import PopcornTVSeriesAdapters
import TMDbStandIn
import TVSeriesDomain
import TVSeriesInfrastructure
import Testing

/// Trending series from both sources: TMDb's figures over a window, and the catalogue, which has none.
@Suite struct TVSeriesTrendingTests {
    static let store = Result { try CatalogueStore.inMemory(seed: try CatalogueSeed.bundled()) }

    @Test(arguments: [TrendingWindow.day, .week])
    func tmdbAnswersFromItsTrendingListForTheWindow(window: TrendingWindow) async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let trending = try await TMDbStandInSource.make(standIn).trendingSeries(window: window, page: 1)
        #expect(trending.basis == .window(window))
        #expect(trending.series.series.map(\.id) == [1399, 1396])
        #expect(trending.series.series.first?.genres.map(\.id) == [10765, 18, 10759])
        #expect(standIn.requestCount(path: "/3/trending/tv/\(window.rawValue)") == 1)
    }

    @Test func theCatalogueHasNoYearOfFiftySeriesAndSaysSo() async throws {
        let store = try Self.store.get()
        #expect(try store.busySeriesYears(count: 3, minimumTitles: 50).isEmpty, "its busiest year, 2019, holds 11 series")
        #expect(try store.busySeriesYears(count: 3, minimumTitles: 8) == [2015, 2016, 2019])
        let source = PopcornTVSeriesAdaptersFactory().makeCatalogueTVSeriesRemoteDataSource(store: store)
        let trending = try await source.trendingSeries(window: .day, page: 1)
        #expect(trending.basis == .recentTitles(years: [], titleCount: 0, minimumTitlesPerYear: 50))
        #expect(trending.series.series.isEmpty && trending.series.totalResults == 0)
    }

    @Test func theCatalogueListsThePopularSeriesOfItsBusyYears() throws {
        let list = try Self.store.get().popularRecentSeries(series: 100, yearCount: 3, minimumSeriesPerYear: 8, limit: 20, offset: 0)
        #expect(list.titles.years == [2015, 2016, 2019])
        #expect(list.totalCount == 28, "8 of 2015, 9 of 2016, 11 of 2019")
        #expect(list.series.allSatisfy { [2015, 2016, 2019].contains(Int($0.summary.firstAirDate?.prefix(4) ?? "") ?? 0) })
    }
}
