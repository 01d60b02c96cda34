import Foundation
import TVSeriesDomain
import TVSeriesTestSupport
import Testing

@Suite struct TVSeriesTests {
    @Test func aRoundTripThroughJSONKeepsEveryField() throws {
        let tVSeries = TVSeriesFixtures.tVSeries(id: 7, name: "Seven")
        let data = try JSONEncoder().encode(tVSeries)
        #expect(try JSONDecoder().decode(TVSeries.self, from: data) == tVSeries)
    }
}
