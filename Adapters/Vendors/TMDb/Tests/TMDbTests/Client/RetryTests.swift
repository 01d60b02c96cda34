import TMDb
import TMDbStandIn
import TMDbTestSupport
import Testing

@Suite("Retries")
struct RetryTests {
    @Test("Two 429s and then a 200 succeed, after three requests")
    func rateLimitedThenSuccess() async throws {
        let standIn = try TMDbStandIn(routes: [.failing("/3/movie/550", times: 2, with: .rateLimited(retryAfter: 30))])
        defer { standIn.stop() }
        let clock = ContinuousClock()
        let started = clock.now

        let movie = try await StandInClients.client(for: standIn).movie(id: 550)

        #expect(movie.title == "Fight Club")
        #expect(standIn.requestCount(path: "/3/movie/550") == 3)
        #expect(clock.now - started < .seconds(10), "Retry-After is capped by the policy's longest delay")
    }

    @Test("429 for ever fails as rate limited after the policy's attempts")
    func rateLimitedForever() async throws {
        let standIn = try TMDbStandIn(routes: [.answer("/3/movie/550", with: .rateLimited())])
        defer { standIn.stop() }

        #expect(await TMDbFailure.of { try await StandInClients.client(for: standIn).movie(id: 550) } == .rateLimited)
        #expect(standIn.requestCount(path: "/3/movie/550") == 3)
    }

    @Test("The number of attempts follows the policy")
    func attemptsFollowPolicy() async throws {
        let standIn = try TMDbStandIn(routes: [.answer("/3/movie/550", with: .rateLimited(retryAfter: 0))])
        defer { standIn.stop() }
        let policy = TMDbRetryPolicy(maxAttempts: 5, firstDelay: .milliseconds(1), longestDelay: .milliseconds(5))

        #expect(await TMDbFailure.of { try await StandInClients.client(for: standIn, retryPolicy: policy).movie(id: 550) } == .rateLimited)
        #expect(standIn.requestCount(path: "/3/movie/550") == 5)
    }

    @Test("A 503 and then a 200 succeed", arguments: [502, 503, 504])
    func serverBusyThenSuccess(status: Int) async throws {
        let standIn = try TMDbStandIn(routes: [.failing("/3/configuration", times: 1, with: .serverFailure(status: status))])
        defer { standIn.stop() }

        _ = try await StandInClients.client(for: standIn).configuration()
        #expect(standIn.requestCount(path: "/3/configuration") == 2)
    }

    @Test("A server that stays busy fails with its status after the policy's attempts")
    func serverBusyForever() async throws {
        let standIn = try TMDbStandIn(routes: [.answer("/3/configuration", with: .serverFailure(status: 503))])
        defer { standIn.stop() }

        let failure = await TMDbFailure.of { try await StandInClients.client(for: standIn).configuration() }
        #expect(
            failure
                == .server(
                    status: 503,
                    message: TMDbErrorBody(statusCode: 11, statusMessage: "Internal error: Something went wrong, contact TMDb.")))
        #expect(standIn.requestCount(path: "/3/configuration") == 3)
    }

    @Test("The never policy asks once")
    func never() async throws {
        let standIn = try TMDbStandIn(routes: [.answer("/3/configuration", with: .rateLimited())])
        defer { standIn.stop() }

        #expect(await TMDbFailure.of { try await StandInClients.client(for: standIn, retryPolicy: .never).configuration() } == .rateLimited)
        #expect(standIn.requestCount(path: "/3/configuration") == 1)
    }
}
