import CoreDomain
import Observability
import PopcornSearchAdapters
import SearchDomain
import Synchronization
import TMDb
import TMDbStandIn
import TMDbTestSupport
import Testing

/// Search over TMDb, against the stand-in, and its fall back to the local index.
@Suite struct TMDbSearchIndexTests {
    final class Events: Observer {
        let names = Mutex<[String]>([])
        func event(_ name: String, attributes: [String: String]) { names.withLock { $0.append(name) } }
        func startSpan(_ name: String, attributes: [String: String]) -> any ObservedSpan {
            NoopObserver().startSpan(name, attributes: attributes)
        }
    }

    /// A local index that answers one film, or fails as told.
    struct LocalIndex: SearchIndex {
        var failure: SourceFailure?
        func search(_ query: SearchQuery, kinds: Set<SearchKind>, page: Int, pageSize: Int) async throws(SourceFailure)
            -> SearchResultsPage
        {
            if let failure { throw failure }
            return SearchResultsPage(
                page: 1, totalPages: 1, totalResults: 1,
                hits: [SearchHit(result: .movie(MoviePreview(id: 1, title: "From the local index", year: nil)), rank: .wholeTitle)])
        }

        func entry(_ kind: SearchKind, id: Int) async throws(SourceFailure) -> SearchResult? {
            if let failure { throw failure }
            return kind == .movie && id == 1 ? .movie(MoviePreview(id: 1, title: "From the local index", year: nil)) : nil
        }
    }

    func index(_ standIn: TMDbStandIn, key: String = TMDbStandInCredentials.defaultAPIKey, events: Events = Events()) -> some SearchIndex {
        let client = StandInClients.client(for: standIn, credential: .apiKey(key), retryPolicy: .never)
        return PopcornSearchAdaptersFactory().makeTMDbSearchIndex(client: client, local: LocalIndex(), observer: events)
    }

    @Test func everyKindComesFromSearchMultiWithOtherMediaSkipped() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let query = try #require(SearchQuery("fight club"))
        let page = try await index(standIn).search(query, kinds: Set(SearchKind.allCases), page: 1, pageSize: 20)
        #expect(page.hits.first?.result == .movie(MoviePreview(id: 550, title: "Fight Club", year: 1999)))
        #expect(page.hits.first?.rank == .wholeTitle)
        #expect(page.hits.allSatisfy { [.movie, .tv, .person].contains($0.result.kind) })
        #expect(standIn.requestCount(path: "/3/search/multi") == 1)
    }

    @Test func oneKindAsksThatKindsSearch() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let query = try #require(SearchQuery("brad pitt"))
        let page = try await index(standIn).search(query, kinds: [.person], page: 1, pageSize: 20)
        #expect(page.hits.allSatisfy { $0.result.kind == .person })
        #expect(standIn.requestCount(path: "/3/search/person") == 1)
    }

    @Test func anUnreachableServiceFallsBackToTheLocalIndexAndSaysSo() async throws {
        let standIn = try TMDbStandIn()
        standIn.stop()
        let events = Events()
        let query = try #require(SearchQuery("fight club"))
        let page = try await index(standIn, events: events).search(query, kinds: Set(SearchKind.allCases), page: 1, pageSize: 20)
        #expect(page.hits.map(\.result.name) == ["From the local index"])
        #expect(events.names.withLock { $0 } == ["search.source.fallback"])
    }

    @Test func aRefusedCredentialIsNotFallenBackFrom() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let query = try #require(SearchQuery("fight club"))
        await #expect(throws: SourceFailure.unauthorized("it rejected the API key")) {
            try await index(standIn, key: "wrong").search(query, kinds: Set(SearchKind.allCases), page: 1, pageSize: 20)
        }
    }

    /// TMDb's search has no look-up by id: an entry is the local index's, and TMDb is not asked.
    @Test func anEntryIsLookedUpInTheLocalIndexAlone() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let index = index(standIn)
        #expect(try await index.entry(.movie, id: 1)?.name == "From the local index")
        #expect(try await index.entry(.person, id: 1) == nil)
        #expect(standIn.requestCount(path: "/3/search/multi") == 0)
    }
}
