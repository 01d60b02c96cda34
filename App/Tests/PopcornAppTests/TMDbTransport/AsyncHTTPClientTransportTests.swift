import Foundation
import TMDb
import TMDbStandIn
import TMDbTestSupport
import Testing

@testable import PopcornApp

@Suite("TMDb over async-http-client, against the stand-in")
struct AsyncHTTPClientTransportTests {
    @Test("A film decodes with its credits")
    func movie() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let movie = try await StandInClients.client(for: standIn, transport: AsyncHTTPClientTransport()).movie(id: 550)

        #expect(movie.title == "Fight Club")
        #expect(movie.runtime == 139)
        #expect(movie.credits?.cast.prefix(2).map(\.name) == ["Edward Norton", "Brad Pitt"])
        #expect(standIn.requests(path: "/3/movie/550").first?.query["append_to_response"] == "credits,similar,keywords")
    }

    @Test("A read access token goes in a bearer header, and never in the query")
    func bearer() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        _ = try await StandInClients.client(for: standIn, transport: AsyncHTTPClientTransport()).configuration()

        let request = try #require(standIn.requests.first)
        #expect(request.header("Authorization") == "Bearer \(TMDbStandInCredentials.defaultReadAccessToken)")
        #expect(request.query["api_key"] == nil)
        #expect(request.header("Accept") == "application/json")
    }

    @Test("An API key goes in the query as api_key, and no Authorization header is sent")
    func apiKey() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let client = StandInClients.client(
            for: standIn, credential: .apiKey(TMDbStandInCredentials.defaultAPIKey), transport: AsyncHTTPClientTransport())
        _ = try await client.searchMovies(query: "a+b & c")

        let request = try #require(standIn.requests.first)
        #expect(request.query["api_key"] == TMDbStandInCredentials.defaultAPIKey)
        #expect(request.query["query"] == "a+b & c")
        #expect(request.header("Authorization") == nil)
    }

    @Test("An unknown id fails as not found")
    func notFound() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }

        #expect(
            await TMDbFailure.of {
                try await StandInClients.client(for: standIn, transport: AsyncHTTPClientTransport()).movie(id: 999_999_999)
            }
                == .notFound(path: "/3/movie/999999999"))
    }

    @Test("A 429 and then a 200 succeed after two requests, Retry-After read from the answer")
    func rateLimitedThenSuccess() async throws {
        let standIn = try TMDbStandIn(routes: [.failing("/3/movie/550", times: 1, with: .rateLimited(retryAfter: 0))])
        defer { standIn.stop() }

        #expect(try await StandInClients.client(for: standIn, transport: AsyncHTTPClientTransport()).movie(id: 550).title == "Fight Club")
        #expect(standIn.requestCount(path: "/3/movie/550") == 2)
    }

    @Test("A stopped stand-in is unreachable at once: its connection was refused")
    func unreachable() async throws {
        let standIn = try TMDbStandIn()
        let client = StandInClients.client(
            for: standIn, retryPolicy: .never, requestTimeout: .seconds(60), transport: AsyncHTTPClientTransport())
        standIn.stop()
        let clock = ContinuousClock()
        let started = clock.now

        guard let reason = await TMDbFailure.unreachableReason(of: { try await client.configuration() }) else { return }
        #expect(reason.contains("127.0.0.1:\(standIn.port)"))
        #expect(reason.contains("refused"), "\(reason)")
        #expect(clock.now - started < .seconds(10), "a refused connection is not tried again until the deadline")
    }

    @Test("An answer slower than the request timeout is unreachable, fractions of a second counted")
    func timeout() async throws {
        let slow = TMDbStandInResponse.fixture("/3/configuration").delayed(by: .seconds(60))
        let standIn = try TMDbStandIn(routes: [.answer("/3/configuration", with: slow)])
        defer { standIn.stop() }
        let client = StandInClients.client(
            for: standIn, retryPolicy: .never, requestTimeout: .milliseconds(300), transport: AsyncHTTPClientTransport())
        let clock = ContinuousClock()
        let started = clock.now

        guard let reason = await TMDbFailure.unreachableReason(of: { try await client.configuration() }) else { return }
        #expect(reason.contains("in time"), "\(reason)")
        #expect(clock.now - started < .seconds(10))
    }

    @Test("Cancelling the calling task cancels the request and fails as cancelled")
    func cancellation() async throws {
        let slow = TMDbStandInResponse.fixture("/3/movie/550").delayed(by: .seconds(20))
        let standIn = try TMDbStandIn(routes: [.answer("/3/movie/550", with: slow)])
        defer { standIn.stop() }
        let client = StandInClients.client(for: standIn, transport: AsyncHTTPClientTransport())
        let clock = ContinuousClock()
        let started = clock.now

        let call = Task { await TMDbFailure.of { try await client.movie(id: 550) } }
        while standIn.requestCount(path: "/3/movie/550") == 0 { try await Task.sleep(for: .milliseconds(5)) }
        call.cancel()

        #expect(await call.value == .cancelled)
        #expect(clock.now - started < .seconds(10))
    }

    @Test("The transport itself reports a cancelled task as cancelled, and sends nothing")
    func cancelledBeforeSending() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let request = TMDbHTTPRequest(url: standIn.baseURL.appendingPathComponent("3/configuration"))

        let outcome = await Task { () async -> TMDbTransportError? in
            withUnsafeCurrentTask { $0?.cancel() }
            do throws(TMDbTransportError) {
                _ = try await AsyncHTTPClientTransport().send(request)
                return nil
            } catch {
                return error
            }
        }.value
        #expect(outcome == .cancelled)
        #expect(standIn.requests.isEmpty)
    }

    @Test("Two identical calls at once cost one request")
    func sharedRequest() async throws {
        let slow = TMDbStandInResponse.fixture("/3/movie/550").delayed(by: .milliseconds(200))
        let standIn = try TMDbStandIn(routes: [.answer("/3/movie/550", with: slow)])
        defer { standIn.stop() }
        let client = StandInClients.client(for: standIn, transport: AsyncHTTPClientTransport())

        async let a = client.movie(id: 550)
        async let b = client.movie(id: 550)
        let (first, second) = try await (a, b)

        #expect(first == second)
        #expect(standIn.requestCount(path: "/3/movie/550") == 1)
    }

    @Test("Making a transport does not ask for its HTTP client; each request does")
    func clientAskedOnFirstRequest() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let asked = AskCounter()
        let transport = AsyncHTTPClientTransport(provider: {
            asked.increment()
            return ProcessHTTPClient.shared
        })
        let client = StandInClients.client(for: standIn, transport: transport)
        #expect(asked.count == 0)

        _ = try await client.configuration()
        #expect(asked.count == 1)
    }
}
