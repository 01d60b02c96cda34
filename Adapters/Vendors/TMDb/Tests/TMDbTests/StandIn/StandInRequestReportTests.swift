import Foundation
import TMDb
import TMDbStandIn
import TMDbTestSupport
import Testing

@Suite("The tmdb-stand-in executable's report of requests")
struct StandInRequestReportTests {
    @Test("Asked for its requests, prints every request so far on one line, its query's names sorted, and still runs")
    func reportsWhenAsked() async throws {
        let standIn = try StandInProcess()
        defer { standIn.process.terminate() }
        let baseURL = try #require(standIn.firstLine().flatMap(URL.init(string:)))
        let client = StandInClients.client(at: baseURL, retryPolicy: .never)
        _ = try await client.discoverTVSeries(TMDbDiscoveryFilters(genreIDs: [18, 80], anyGenre: true), page: 2)

        let line = try #require(standIn.tell("requests"))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String])
        #expect(report == ["GET /3/discover/tv?language=en-US&page=2&with_genres=18|80"])
        #expect(standIn.process.isRunning)
    }
}
