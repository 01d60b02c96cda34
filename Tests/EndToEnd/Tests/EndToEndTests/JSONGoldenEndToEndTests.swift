import Foundation
import Testing

/// Every command's `--json` document, byte for byte, against a golden file in `Tests/EndToEnd/Golden`:
/// a renamed key, a dropped `null` or a changed shape fails here. After a deliberate change,
/// `POPCORN_UPDATE_GOLDEN=1` rewrites the files; review the diff as an interface change.
@Suite struct JSONGoldenEndToEndTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let golden: String
        let arguments: [String]
        let status: Int32
        /// Where the document is written: standard output for a screen, standard error for an error.
        let onStandardError: Bool

        var testDescription: String { "popcorn " + arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(golden: "movie-details", arguments: ["movie", "550", "--json"], status: 0, onStandardError: false),
        Case(golden: "movie-cast", arguments: ["movie", "129", "--cast", "--json"], status: 0, onStandardError: false),
        Case(golden: "movie-similar", arguments: ["movie", "550", "--similar", "--json"], status: 0, onStandardError: false),
        Case(golden: "movies-popular", arguments: ["movies", "popular", "--page", "2", "--json"], status: 0, onStandardError: false),
        Case(golden: "movies-top-rated", arguments: ["movies", "top-rated", "--json"], status: 0, onStandardError: false),
        Case(golden: "tv-series", arguments: ["tv", "1396", "--json"], status: 0, onStandardError: false),
        Case(golden: "tv-season", arguments: ["tv", "1396", "season", "1", "--json"], status: 0, onStandardError: false),
        Case(golden: "tv-season-without-episodes", arguments: ["tv", "1396", "season", "0", "--json"], status: 0, onStandardError: false),
        Case(golden: "tv-episode", arguments: ["tv", "1399", "season", "2", "episode", "3", "--json"], status: 0, onStandardError: false),
        Case(golden: "tv-cast", arguments: ["tv", "1399", "--cast", "--json"], status: 0, onStandardError: false),
        Case(golden: "tv-similar", arguments: ["tv", "1396", "--similar", "--json"], status: 0, onStandardError: false),
        Case(golden: "tv-popular", arguments: ["tv", "popular", "--json"], status: 0, onStandardError: false),
        Case(golden: "tv-top-rated", arguments: ["tv", "top-rated", "--page", "2", "--json"], status: 0, onStandardError: false),
        Case(golden: "person-details", arguments: ["person", "287", "--json"], status: 0, onStandardError: false),
        Case(golden: "person-credits", arguments: ["person", "117642", "--credits", "--json"], status: 0, onStandardError: false),
        Case(golden: "people-popular", arguments: ["people", "popular", "--json"], status: 0, onStandardError: false),
        Case(golden: "trending-person", arguments: ["trending", "person", "--json"], status: 0, onStandardError: false),
        Case(golden: "explore", arguments: ["explore", "--json"], status: 0, onStandardError: false),
        Case(
            golden: "discover-movie",
            arguments: ["discover", "movie", "--genre", "drama", "--year", "1990-1999", "--sort", "rating", "--json"],
            status: 0, onStandardError: false),
        Case(
            golden: "discover-movie-nothing", arguments: ["discover", "movie", "--keyword", "qqqzzzxxy", "--json"], status: 0,
            onStandardError: false),
        Case(golden: "genres-movie", arguments: ["genres", "movie", "--json"], status: 0, onStandardError: false),
        Case(
            golden: "discover-tv", arguments: ["discover", "tv", "--genre", "drama", "--sort", "rating", "--json"], status: 0,
            onStandardError: false),
        Case(golden: "search", arguments: ["search", "star", "wars", "--json"], status: 0, onStandardError: false),
        Case(golden: "search-people", arguments: ["search", "pitt", "--type", "person", "--json"], status: 0, onStandardError: false),
        Case(golden: "search-nothing", arguments: ["search", "qqqzzzxxy", "--json"], status: 0, onStandardError: false),
        Case(
            golden: "ask", arguments: ["ask", "movie", "550", "who directed it?", "--no-save", "--json"], status: 0, onStandardError: false),
        Case(golden: "conversations-none", arguments: ["conversations", "--json"], status: 0, onStandardError: false),
        Case(golden: "error-empty-query", arguments: ["search", "?!", "--json"], status: 64, onStandardError: true),
        Case(golden: "error-empty-question", arguments: ["ask", "tv", "1399", " ", "--json"], status: 64, onStandardError: true),
        Case(golden: "error-no-season", arguments: ["tv", "1399", "season", "99", "--json"], status: 1, onStandardError: true),
        Case(golden: "error-not-found", arguments: ["movie", "99999999", "--json"], status: 1, onStandardError: true),
        Case(golden: "error-usage", arguments: ["movie", "abc", "--json"], status: 64, onStandardError: true),
        Case(
            golden: "error-page-past-end", arguments: ["movies", "popular", "--page", "999", "--json"], status: 64, onStandardError: true),
    ]

    @Test(arguments: cases)
    func documentMatchesItsGoldenFile(_ example: Case) throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        // Standard input empty and closed: `popcorn ask` reads what is piped in.
        let run = try popcorn.run(example.arguments, input: "")
        #expect(run.status == example.status, "\(run.stderr)")
        let document = example.onStandardError ? run.stderr : run.stdout
        let other = example.onStandardError ? run.stdout : run.stderr
        #expect(other.isEmpty, "the other stream stays empty: \(other)")
        #expect((try? JSONSerialization.jsonObject(with: Data(document.utf8))) != nil, "one JSON document: \(document)")

        let file = Self.goldenDirectory.appendingPathComponent(example.golden + ".json")
        if ProcessInfo.processInfo.environment["POPCORN_UPDATE_GOLDEN"] == "1" {
            try document.write(to: file, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(document == expected, "\(example.golden).json differs; if the change is meant, rerun with POPCORN_UPDATE_GOLDEN=1")
    }

    static let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")
}
