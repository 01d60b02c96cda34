import ArgumentParser

/// `popcorn library export [FILE] [--format jsonl|letterboxd|trakt]` and
/// `popcorn library import FILE [--as watchlist|watched] [--dry-run]`.
struct LibraryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "library",
        abstract: "Export your watchlist and watches to a file, or import them from Popcorn, Letterboxd or Trakt.",
        discussion: """
            Formats: jsonl, Popcorn's own (one entry or watch a line, every field); letterboxd, \
            Letterboxd's import format (tmdbID,Title,Year,WatchedDate,Rating10,Rewatch; films only); trakt, \
            Trakt's list JSON (listed_at, type movie or show, title, year and ids.tmdb). Import reads all \
            three, and the files of a Letterboxd export (watchlist.csv, watched.csv, ratings.csv, diary.csv).
            """,
        subcommands: [LibraryExportCommand.self, LibraryImportCommand.self]
    )
}
