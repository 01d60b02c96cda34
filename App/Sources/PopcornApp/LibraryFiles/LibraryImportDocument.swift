import Presentation

/// `popcorn library import --json`: what the import changed (or, with `--dry-run`, would), each
/// title as `movie 550`, and the rows it could not match.
struct LibraryImportDocument: JSONRecord {
    let file: String
    let dryRun: Bool
    let addedToWatchlist: [String]
    let removedFromWatchlist: [String]
    let watchlistEntriesUpdated: [String]
    let watchesAdded: [String]
    let watchesUpdated: [String]
    let unchanged: Int
    let unmatched: [UnmatchedRowDocument]
}
