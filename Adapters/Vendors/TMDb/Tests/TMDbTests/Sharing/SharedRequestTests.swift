import Foundation
import TMDb
import TMDbStandIn
import TMDbTestSupport
import Testing

@testable import TMDb

@Suite("Identical requests in flight share one exchange")
struct SharedRequestTests {
    /// A stand-in whose film 550 answers after `delay`, so that calls made together overlap.
    static func slowStandIn(_ delay: Duration) throws -> TMDbStandIn {
        try TMDbStandIn(routes: [.answer("/3/movie/550", with: TMDbStandInResponse.fixture("/3/movie/550").delayed(by: delay))])
    }

    /// Waits until `count` callers wait for the client's exchanges.
    static func waitForCallers(_ count: Int, of client: TMDbClient) async throws {
        while await client.callersWaiting < count { try await Task.sleep(for: .milliseconds(2)) }
    }

    @Test("Two identical calls at once cost one request, and both get the answer")
    func twoCallsOneRequest() async throws {
        let standIn = try Self.slowStandIn(.milliseconds(200))
        defer { standIn.stop() }
        let client = StandInClients.client(for: standIn)

        async let a = client.movie(id: 550)
        async let b = client.movie(id: 550)
        let (first, second) = try await (a, b)

        #expect(first.title == "Fight Club")
        #expect(first == second)
        #expect(standIn.requestCount(path: "/3/movie/550") == 1)
        #expect(await client.exchangesInFlight == 0, "the entry goes when the exchange ends")
    }

    @Test("Different requests are not shared, and a finished one is asked again")
    func differentAndLaterRequestsAreSent() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let client = StandInClients.client(for: standIn)

        async let fightClub = client.movie(id: 550)
        async let se7en = client.movie(id: 807)
        async let firstPage = client.similarMovies(to: 550, page: 1)
        async let secondPage = client.similarMovies(to: 550, page: 2)
        _ = try await (fightClub, se7en, firstPage, secondPage)
        _ = try await client.movie(id: 550)

        #expect(standIn.requestCount(path: "/3/movie/550") == 2)
        #expect(standIn.requestCount(path: "/3/movie/807") == 1)
        #expect(standIn.requestCount(path: "/3/movie/550/similar") == 2)
    }

    @Test("Callers share a failure as they share an answer")
    func sharedFailure() async throws {
        let standIn = try TMDbStandIn(routes: [.answer("/3/movie/404", with: TMDbStandInResponse.notFound.delayed(by: .milliseconds(200)))])
        defer { standIn.stop() }
        let client = StandInClients.client(for: standIn)

        async let a = TMDbFailure.of { try await client.movie(id: 404) }
        async let b = TMDbFailure.of { try await client.movie(id: 404) }
        let failures = await [a, b]

        #expect(failures == [.notFound(path: "/3/movie/404"), .notFound(path: "/3/movie/404")])
        #expect(standIn.requestCount(path: "/3/movie/404") == 1)
    }

    @Test("A cancelled caller stops waiting at once, and the request goes on for the other")
    func oneCallerCancelled() async throws {
        let standIn = try Self.slowStandIn(.seconds(3))
        defer { standIn.stop() }
        let client = StandInClients.client(for: standIn)
        let clock = ContinuousClock()

        let cancelled = Task { await TMDbFailure.of { try await client.movie(id: 550) } }
        let waiting = Task { (movie: try await client.movie(id: 550), answeredAt: clock.now) }
        try await Self.waitForCallers(2, of: client)
        cancelled.cancel()

        #expect(await cancelled.value == .cancelled)
        let cancelledEndedAt = clock.now
        let (movie, answeredAt) = try await waiting.value
        #expect(movie.title == "Fight Club")
        #expect(cancelledEndedAt < answeredAt, "the cancelled caller did not wait for the answer")
        #expect(standIn.requestCount(path: "/3/movie/550") == 1)
    }

    @Test("When every caller is cancelled, so is the request")
    func everyCallerCancelled() async throws {
        let standIn = try Self.slowStandIn(.seconds(20))
        defer { standIn.stop() }
        let records = RecordedRequests()
        let client = StandInClients.client(for: standIn, requestObserver: records.observer)
        let clock = ContinuousClock()
        let started = clock.now

        let first = Task { await TMDbFailure.of { try await client.movie(id: 550) } }
        let second = Task { await TMDbFailure.of { try await client.movie(id: 550) } }
        try await Self.waitForCallers(2, of: client)
        while standIn.requestCount(path: "/3/movie/550") == 0 { try await Task.sleep(for: .milliseconds(5)) }
        first.cancel()
        second.cancel()

        #expect(await first.value == .cancelled)
        #expect(await second.value == .cancelled)
        while records.all.isEmpty, clock.now - started < .seconds(10) { try await Task.sleep(for: .milliseconds(5)) }
        #expect(records.all.map(\.status) == [nil], "the exchange ended without an answer")
        #expect(clock.now - started < .seconds(10))
        #expect(await client.exchangesInFlight == 0)
    }
}
