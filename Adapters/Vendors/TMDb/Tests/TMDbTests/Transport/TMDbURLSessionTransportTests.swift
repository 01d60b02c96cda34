import TMDb
import TMDbStandIn
import TMDbTestSupport
import Testing

@testable import TMDbURLSession

@Suite("The URLSession transport")
struct TMDbURLSessionTransportTests {
    @Test("Timeouts count in whole seconds, rounded up and at least one")
    func wholeSeconds() {
        #expect(TMDbURLSessionTransport.seconds(.milliseconds(300)) == 1)
        #expect(TMDbURLSessionTransport.seconds(.zero) == 1)
        #expect(TMDbURLSessionTransport.seconds(.seconds(2)) == 2)
        #expect(TMDbURLSessionTransport.seconds(.milliseconds(2100)) == 3)
    }

    @Test("A timeout under a second still lets a quick answer through")
    func fractionalTimeout() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }

        let configuration = try await StandInClients.client(for: standIn, requestTimeout: .milliseconds(300)).configuration()
        #expect(configuration.images.posterSizes.contains("w500"))
    }
}
