/// The kinds of thing Popcorn shows, written the same everywhere: on the command line
/// (`popcorn trending tv`), and as `"kind"` in a JSON document.
public enum ItemKind: String, Sendable, Equatable, Codable, CaseIterable {
    case movie
    case tv
    case person
}
