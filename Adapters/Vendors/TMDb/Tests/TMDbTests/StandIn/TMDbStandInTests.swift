import Foundation
import TMDbStandIn
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("TMDbStandIn")
struct TMDbStandInTests {
    /// A plain request to the stand-in, signed or not, through URLSession.
    static func get(_ standIn: TMDbStandIn, _ pathAndQuery: String, signed: Bool = true) async throws -> (Int, [String: Any]) {
        var request = URLRequest(url: URL(string: standIn.baseURL.absoluteString + pathAndQuery)!)
        if signed { request.setValue("Bearer \(standIn.credentials.readAccessToken)", forHTTPHeaderField: "Authorization") }
        let (data, response) = try await URLSession.shared.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        return (status, (try JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:])
    }

    @Test("Listens on 127.0.0.1 on a port of its own")
    func baseURL() throws {
        let first = try TMDbStandIn()
        let second = try TMDbStandIn()
        defer {
            first.stop()
            second.stop()
        }

        #expect(first.baseURL.host == "127.0.0.1")
        #expect(first.baseURL.port == Int(first.port))
        #expect(first.port != second.port)
    }

    @Test("An unknown path answers 404 in TMDb's shape")
    func unknownPath() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let (status, body) = try await Self.get(standIn, "/3/movie/424242")

        #expect(status == 404)
        #expect(body["success"] as? Bool == false)
        #expect(body["status_code"] as? Int == 34)
        #expect(body["status_message"] as? String == "The resource you requested could not be found.")
    }

    @Test("A request without an accepted credential answers 401 with status code 7, and is recorded")
    func unsigned() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let (status, body) = try await Self.get(standIn, "/3/movie/550?api_key=wrong", signed: false)

        #expect(status == 401)
        #expect(body["status_code"] as? Int == 7)
        #expect(standIn.requestCount(path: "/3/movie/550") == 1)
        #expect(standIn.requests.first?.query["api_key"] == "wrong")
    }

    @Test("Answers in turn, then repeats the last")
    func inTurn() async throws {
        let standIn = try TMDbStandIn(routes: [
            .answer("/3/movie/550", inTurn: [.rateLimited(retryAfter: 3), .serverFailure(status: 503), .fixture("/3/movie/550")])
        ])
        defer { standIn.stop() }
        var statuses: [Int] = []
        for _ in 0..<4 { statuses.append(try await Self.get(standIn, "/3/movie/550").0) }

        #expect(statuses == [429, 503, 200, 200])
        #expect(standIn.requestCount(path: "/3/movie/550") == 4)
    }

    @Test("A route set while running replaces the answer")
    func setRoute() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        #expect(try await Self.get(standIn, "/3/movie/550").0 == 200)
        standIn.setRoute(.answer("/3/movie/550", with: .notFound))

        #expect(try await Self.get(standIn, "/3/movie/550").0 == 404)
    }

    @Test("Every bundled fixture is a JSON object")
    func fixturesAreJSON() throws {
        let directory = try #require(TMDbStandInFixtures.bundled.directories.first)
        let files =
            FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "json" } ?? []

        #expect(files.count >= 30)
        for file in files {
            let data = try Data(contentsOf: file)
            #expect((try? JSONSerialization.jsonObject(with: data)) is [String: Any], "\(file.lastPathComponent)")
        }
    }

    @Test("Fixture paths cannot climb out of their folder")
    func fixturePaths() {
        #expect(TMDbStandInFixtures.bundled.body(forPath: "/3/movie/550") != nil)
        #expect(TMDbStandInFixtures.bundled.body(forPath: "/3/../3/movie/550") == nil)
        #expect(TMDbStandInFixtures.bundled.body(forPath: "/") == nil)
        #expect(TMDbStandInFixtures.none.body(forPath: "/3/movie/550") == nil)
    }

    @Test("A folder laid over the bundled fixtures wins, and the rest still answer")
    func addedDirectory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("standin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("3/movie"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"id": 550, "title": "Overridden"}"#.utf8).write(to: folder.appendingPathComponent("3/movie/550.json"))
        let fixtures = TMDbStandInFixtures.bundled.adding(directory: folder)

        #expect(fixtures.body(forPath: "/3/movie/550").map { String(decoding: $0, as: UTF8.self) }?.contains("Overridden") == true)
        #expect(fixtures.body(forPath: "/3/tv/1399") != nil)
    }

    @Test("Stopping closes the port, and stopping twice is harmless")
    func stop() async throws {
        let standIn = try TMDbStandIn()
        standIn.stop()
        standIn.stop()

        await #expect(throws: (any Error).self) { try await Self.get(standIn, "/3/configuration") }
    }
}
