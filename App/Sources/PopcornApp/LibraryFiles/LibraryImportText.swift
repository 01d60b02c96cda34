import DesignSystem

/// What `popcorn library import` says it did: a line for each kind of change with the titles,
/// then each row it could not match, by its line. A file of thousands of entries is summed up: a
/// line names its first `titlesNamed` titles and counts the rest, and the first `rowsListed` rows
/// not imported are listed (`--json` gives every one).
enum LibraryImportText {
    static let titlesNamed = 10
    static let rowsListed = 20

    static func render(_ document: LibraryImportDocument, source: String) -> String {
        var lines: [String] = []
        let verb = document.dryRun ? "Would be" : "Now"
        func say(_ label: String, _ titles: [String]) {
            guard !titles.isEmpty else { return }
            let named = titles.prefix(titlesNamed).joined(separator: ", ")
            let more = titles.count > titlesNamed ? " and \(RatingDisplay.groupedThousands(titles.count - titlesNamed)) more" : ""
            lines.append("\(label) (\(RatingDisplay.groupedThousands(titles.count))): \(named)\(more)")
        }
        if document.dryRun { lines.append("A dry run: nothing was changed.") }
        say("\(verb) on the watchlist", document.addedToWatchlist)
        say("\(verb) off the watchlist", document.removedFromWatchlist)
        say("Watchlist entries updated", document.watchlistEntriesUpdated)
        say("Watches added", document.watchesAdded)
        say("Watches updated", document.watchesUpdated)
        if document.unchanged > 0 {
            lines.append("\(document.unchanged) \(document.unchanged == 1 ? "entry" : "entries") already in the library as new or newer.")
        }
        if lines.isEmpty || (document.dryRun && lines.count == 1) { lines.append("Nothing to change.") }
        if !document.unmatched.isEmpty {
            lines.append("")
            lines.append("Not imported (\(RatingDisplay.groupedThousands(document.unmatched.count))):")
            for row in document.unmatched.prefix(rowsListed) {
                let named = TitleWithYear.text("\"\(VisibleText.escapingControls(row.name))\"", year: row.year)
                let why =
                    row.reason == "ambiguous"
                    ? "more than one film: \(row.candidates.joined(separator: ", "))"
                    : "no film of that name\(row.year == nil ? "" : " and year") in \(source)"
                lines.append("  line \(row.line): \(named): \(why)")
            }
            if document.unmatched.count > rowsListed {
                lines.append(
                    "  and \(RatingDisplay.groupedThousands(document.unmatched.count - rowsListed)) more (`--json` lists every one)")
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
