import TVSeriesDomain
import TVSeriesTestSupport
import Testing

@Suite struct TVSeriesPageTests {
    @Test func removingSeriesKeepsTheTotals() {
        let page = TVSeriesFixtures.page(ids: [1399, 1396, 66732])
        let without = page.removingSeries { $0.id == 1396 }
        #expect(without.series.map(\.id) == [1399, 66732])
        #expect(without.totalResults == page.totalResults)
    }
}
