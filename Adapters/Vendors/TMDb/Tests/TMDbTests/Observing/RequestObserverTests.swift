import TMDb
import TMDbStandIn
import TMDbTestSupport
import Testing

@Suite("The request observer")
struct RequestObserverTests {
    @Test("Each attempt is told once, retries included, with its status and number")
    func everyAttempt() async throws {
        let standIn = try TMDbStandIn(routes: [.failing("/3/movie/550", times: 2, with: .rateLimited(retryAfter: 0))])
        defer { standIn.stop() }
        let records = RecordedRequests()
        _ = try await StandInClients.client(for: standIn, requestObserver: records.observer).movie(id: 550)

        #expect(records.all.map(\.method) == ["GET", "GET", "GET"])
        #expect(records.all.map(\.path) == ["/3/movie/550", "/3/movie/550", "/3/movie/550"])
        #expect(records.all.map(\.status) == [429, 429, 200])
        #expect(records.all.map(\.attempt) == [1, 2, 3])
    }

    @Test("The duration covers the wait for the answer")
    func duration() async throws {
        let slow = TMDbStandInResponse.fixture("/3/configuration").delayed(by: .milliseconds(150))
        let standIn = try TMDbStandIn(routes: [.answer("/3/configuration", with: slow)])
        defer { standIn.stop() }
        let records = RecordedRequests()
        _ = try await StandInClients.client(for: standIn, requestObserver: records.observer).configuration()

        let record = try #require(records.all.first)
        #expect(record.duration >= .milliseconds(150))
        #expect(record.duration < .seconds(10))
        #expect(record.description.hasPrefix("GET /3/configuration → 200 in "))
    }

    @Test("No answer is told without a status")
    func noAnswer() async throws {
        let standIn = try TMDbStandIn()
        let records = RecordedRequests()
        let client = StandInClients.client(for: standIn, requestObserver: records.observer)
        standIn.stop()
        _ = await TMDbFailure.of { try await client.configuration() }

        #expect(records.all.map(\.status) == [nil])
        #expect(records.all.map(\.attempt) == [1])
    }

    @Test("An exchange shared by two callers is told once")
    func sharedExchange() async throws {
        let slow = TMDbStandInResponse.fixture("/3/movie/550").delayed(by: .milliseconds(200))
        let standIn = try TMDbStandIn(routes: [.answer("/3/movie/550", with: slow)])
        defer { standIn.stop() }
        let records = RecordedRequests()
        let client = StandInClients.client(for: standIn, requestObserver: records.observer)
        async let a = client.movie(id: 550)
        async let b = client.movie(id: 550)
        _ = try await (a, b)

        #expect(records.all.count == 1)
    }

    @Test(
        "No record holds the credential: the path has no query, and no header is kept",
        arguments: [
            TMDbCredential.apiKey("key-5e1f-very-secret"), TMDbCredential.readAccessToken("tok-90ab-very-secret"),
        ])
    func noSecret(credential: TMDbCredential) async throws {
        let standIn = try TMDbStandIn(
            routes: [.failing("/3/search/movie", times: 1, with: .serverFailure(status: 503))],
            credentials: TMDbStandInCredentials(readAccessToken: "tok-90ab-very-secret", apiKey: "key-5e1f-very-secret"))
        defer { standIn.stop() }
        let records = RecordedRequests()
        let client = StandInClients.client(for: standIn, credential: credential, requestObserver: records.observer)
        _ = try await client.searchMovies(query: "fight club")
        _ = await TMDbFailure.of { try await client.movie(id: 999) }

        #expect(records.all.map(\.path) == ["/3/search/movie", "/3/search/movie", "/3/movie/999"])
        for record in records.all {
            var dumped = ""
            dump(record, to: &dumped)
            let printed = [record.method, record.path, record.description, String(reflecting: record), dumped].joined(separator: "\n")
            #expect(!printed.contains("very-secret"))
            #expect(!printed.contains("?"))
            #expect(!printed.contains("fight club"), "the query is left out whole")
        }
    }
}
