/// What the watchlist and the watches are about: a film or a series. The raw values are the
/// words the command line uses for them everywhere.
public enum LibraryKind: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    case movie
    case tvSeries = "tv"

    public static func < (lhs: LibraryKind, rhs: LibraryKind) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
