import Foundation
import Testing

/// The library's `--json` documents against golden files in `Tests/EndToEnd/Golden`, as
/// `JSONGoldenEndToEndTests` does for the screens: each case first runs the commands that fill
/// the library, then the one whose document is compared. The time a title was added is the
/// clock's, so `addedAt` is written as one fixed time before the comparison (its form is checked
/// first); everything else is compared byte for byte. `POPCORN_UPDATE_GOLDEN=1` rewrites the files.
@Suite struct LibraryJSONGoldenEndToEndTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let golden: String
        let before: [[String]]
        let arguments: [String]
        let status: Int32
        let onStandardError: Bool
        /// Files the commands read, by name, in a folder that `$FILES` names in the arguments and
        /// that the document shows as `$FILES`.
        var files: [String: String] = [:]

        var testDescription: String { "popcorn " + arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(
            golden: "watchlist",
            before: [["watchlist", "add", "movie", "550"], ["watchlist", "add", "tv", "1399"], ["watchlist", "add", "movie", "603"]],
            arguments: ["watchlist", "--sort", "title", "--json"], status: 0, onStandardError: false),
        Case(golden: "watchlist-none", before: [], arguments: ["watchlist", "--json"], status: 0, onStandardError: false),
        Case(
            golden: "watched",
            before: [
                ["watched", "movie", "603", "--rating", "9", "--on", "2024-05-12", "--note", "Still holds up."],
                ["watched", "tv", "1399", "--on", "2023-01-02"], ["watched", "movie", "550", "--rating", "8", "--on", "2022-12-31"],
            ],
            arguments: ["watched", "--json"], status: 0, onStandardError: false),
        Case(
            golden: "watched-marked", before: [], arguments: ["watched", "movie", "603", "--rating", "9", "--on", "2024-05-12", "--json"],
            status: 0, onStandardError: false),
        Case(
            golden: "library-import",
            before: [["watchlist", "add", "movie", "550"]],
            arguments: ["library", "import", "$FILES/watchlist.csv", "--dry-run", "--json"], status: 0, onStandardError: false,
            files: [
                "watchlist.csv": "Date,Name,Year,Letterboxd URI\n2024-01-05,The Shawshank Redemption,1994,x\n2024-01-06,Fight Club,1999,x\n"
                    + "2024-01-07,Qqzzx The Film Nobody Made,2031,x\n"
            ]),
        Case(
            golden: "error-library-import-line",
            before: [],
            arguments: ["library", "import", "$FILES/watchlist.csv", "--json"], status: 64, onStandardError: true,
            files: ["watchlist.csv": "Date,Name,Year,Letterboxd URI\n2024-01-05,Alien,1979,x\n2024-01-06,Heat\n"]),
        Case(
            golden: "error-watched-rating", before: [], arguments: ["watched", "movie", "603", "--rating", "11", "--json"], status: 64,
            onStandardError: true),
    ]

    static let fixedTime = "2026-11-23T09:15:42Z"

    @Test(arguments: cases)
    func documentMatchesItsGoldenFile(_ example: Case) throws {
        try Popcorn.scoped { popcorn in
            let folder = popcorn.home.appendingPathComponent("files")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, text) in example.files {
                try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            for arguments in example.before {
                let run = try popcorn.run(arguments)
                try #require(run.status == 0, "\(arguments): \(run.stderr)")
            }
            let run = try popcorn.run(example.arguments.map { $0.replacingOccurrences(of: "$FILES", with: folder.path) })
            #expect(run.status == example.status, "\(run.stderr)")
            var document = example.onStandardError ? run.stderr : run.stdout
            let other = example.onStandardError ? run.stdout : run.stderr
            #expect(other.isEmpty, "the other stream stays empty: \(other)")
            #expect((try? JSONSerialization.jsonObject(with: Data(document.utf8))) != nil, "one JSON document: \(document)")
            let addedAt = try Regex(#""addedAt" : "(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)""#)
            document = document.replacing(addedAt) { _ in "\"addedAt\" : \"\(Self.fixedTime)\"" }
                .replacingOccurrences(of: folder.path, with: "$FILES")

            let file = JSONGoldenEndToEndTests.goldenDirectory.appendingPathComponent(example.golden + ".json")
            if ProcessInfo.processInfo.environment["POPCORN_UPDATE_GOLDEN"] == "1" {
                try document.write(to: file, atomically: true, encoding: .utf8)
            }
            let expected = try String(contentsOf: file, encoding: .utf8)
            #expect(document == expected, "\(example.golden).json differs; if the change is meant, rerun with POPCORN_UPDATE_GOLDEN=1")
        }
    }
}
