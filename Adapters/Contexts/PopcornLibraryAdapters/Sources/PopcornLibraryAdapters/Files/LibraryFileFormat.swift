/// The formats `popcorn library export` writes and `popcorn library import` reads.
public enum LibraryFileFormat: String, Sendable, CaseIterable {
    /// Popcorn's own: one JSON object a line, a watchlist entry (removal markers included) or a
    /// watch, every field.
    case jsonl
    /// Letterboxd's import format: `tmdbID,Title,Year,WatchedDate,Rating10,Rewatch`.
    case letterboxd
    /// Trakt's list JSON: an array of `listed_at`, `type` (`movie` or `show`) and the item's
    /// `title`, `year` and `ids.tmdb`.
    case trakt
}
