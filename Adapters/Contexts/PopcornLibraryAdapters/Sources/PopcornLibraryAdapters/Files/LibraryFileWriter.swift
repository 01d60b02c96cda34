public import LibraryDomain

/// Writes the library in one of the formats `popcorn library export` offers. Popcorn's own
/// holds everything, removal markers included; Letterboxd's and Trakt's hold what is listed and
/// watched, with the names and years the titles have today (Letterboxd's films only).
public enum LibraryFileWriter {
    public static func jsonLines(_ contents: LibraryContents) -> String {
        JSONLinesLibraryFile.write(contents)
    }

    public static func letterboxd(watchlist: [WatchlistItem], watched: [WatchedItem]) -> String {
        LetterboxdLibraryFile.write(watchlist: watchlist, watched: watched)
    }

    public static func trakt(watchlist: [WatchlistItem], watched: [WatchedItem]) -> String {
        TraktLibraryFile.write(watchlist: watchlist, watched: watched)
    }
}
