import Testing

@testable import PopcornApp

/// What `popcorn library import` prints: every change of a small file named, a large one summed up.
@Suite struct LibraryImportTextTests {
    private func document(added: Int, unmatched: Int) -> LibraryImportDocument {
        LibraryImportDocument(
            file: "library.jsonl", dryRun: false, addedToWatchlist: (1...max(1, added)).prefix(added).map { "movie \($0)" },
            removedFromWatchlist: [], watchlistEntriesUpdated: [], watchesAdded: [], watchesUpdated: [], unchanged: 0,
            unmatched: (1...max(1, unmatched)).prefix(unmatched).map {
                UnmatchedRowDocument(line: $0 + 1, name: "Film \($0)", year: 2031, reason: "notFound", candidates: [])
            })
    }

    @Test func aSmallImportNamesEveryTitleAndRow() {
        let text = LibraryImportText.render(document(added: 3, unmatched: 2), source: "the embedded catalogue")
        #expect(
            text == """
                Now on the watchlist (3): movie 1, movie 2, movie 3

                Not imported (2):
                  line 2: "Film 1" (2031): no film of that name and year in the embedded catalogue
                  line 3: "Film 2" (2031): no film of that name and year in the embedded catalogue

                """)
    }

    @Test func aLargeImportNamesTheFirstTitlesAndRowsAndCountsTheRest() {
        let text = LibraryImportText.render(document(added: 8_000, unmatched: 2_000), source: "the embedded catalogue")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "Now on the watchlist (8,000): " + (1...10).map { "movie \($0)" }.joined(separator: ", ") + " and 7,990 more")
        #expect(lines[2] == "Not imported (2,000):")
        #expect(lines.filter { $0.hasPrefix("  line ") }.count == LibraryImportText.rowsListed)
        #expect(lines[lines.count - 2] == "  and 1,980 more (`--json` lists every one)")
        #expect(text.utf8.count < 2_500, "a screenful, not every entry")
    }
}
