import Foundation
import TMDbStandIn
import TVSeriesDomain
import TVSeriesInfrastructure
import Testing

/// A series from TMDb carries its poster's address, built from TMDb's images configuration.
@Suite struct TMDbTVSeriesPosterTests {
    @Test func thePosterIsTheSecureBaseTheW500SizeAndThePath() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let series = try await TMDbStandInSource.make(standIn).series(withID: 1399)
        #expect(series.posterURL?.absoluteString == "https://127.0.0.1/images/w500/gameofthrones-poster.jpg")
    }

    @Test func aFailedConfigurationLeavesThePosterUnknownAndTheSeriesWhole() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        standIn.setRoute(.answer("/3/configuration", with: .notFound))
        let series = try await TMDbStandInSource.make(standIn).series(withID: 1399)
        #expect(series.name == "Game of Thrones")
        #expect(series.posterURL == nil)
    }
}
