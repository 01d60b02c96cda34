/// The kinds of thing Popcorn shows, written the same everywhere: on the command line
/// (`popcorn trending tv`), and as `"kind"` in a JSON document.
public enum ItemKind: String, Sendable, Equatable, Codable, CaseIterable {
    case movie
    case tv
    case person
}

extension ItemKind {
    /// How a sentence names one: "movie", "series", "person".
    public var noun: String {
        switch self {
        case .movie: "movie"
        case .tv: "series"
        case .person: "person"
        }
    }

    /// How a sentence names several: "movies", "series", "people".
    public var pluralNoun: String {
        switch self {
        case .movie: "movies"
        case .tv: "series"
        case .person: "people"
        }
    }
}
