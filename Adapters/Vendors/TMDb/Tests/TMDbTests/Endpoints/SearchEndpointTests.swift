import TMDb
import TMDbStandIn
import TMDbTestSupport
import Testing

@Suite("Search endpoints")
struct SearchEndpointTests {
    @Test("A mixed search puts Fight Club first and keeps a collection as .other, for callers to skip")
    func multi() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let page = try await StandInClients.client(for: standIn).searchMulti(query: "fight club")

        #expect(page.results.map(\.mediaType) == [.movie, .other("collection"), .person])
        guard case .movie(let first)? = page.results.first else {
            Issue.record("the first result is a film")
            return
        }
        #expect(first.id == 550)
        let known = page.results.filter { if case .other = $0 { false } else { true } }
        #expect(known.count == 2)
        let request = try #require(standIn.requests(path: "/3/search/multi").first)
        #expect(request.query["query"] == "fight club")
        #expect(request.query["page"] == "1")
    }

    @Test("A query keeps its plus signs, ampersands and accents as typed")
    func queryEncoding() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        _ = try await StandInClients.client(for: standIn).searchMovies(query: "a+b & c=d é")

        #expect(standIn.requests(path: "/3/search/movie").first?.query["query"] == "a+b & c=d é")
    }

    @Test("Searches for films, series and people decode their own kinds")
    func singleKinds() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let client = StandInClients.client(for: standIn)

        #expect(try await client.searchMovies(query: "fight club").results.first?.title == "Fight Club")
        #expect(try await client.searchTVSeries(query: "game of thrones", page: 1).results.first?.id == 1399)
        #expect(try await client.searchPeople(query: "brad pitt").results.first?.id == 287)
    }
}
