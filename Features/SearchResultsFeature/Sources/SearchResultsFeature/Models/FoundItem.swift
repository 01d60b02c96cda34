public import Presentation

/// A film, series or person among the results, in the screen's own terms.
public struct FoundItem: Sendable, Equatable, JSONRecord {
    public let kind: ItemKind
    public let id: Int
    /// A film's title, a series' or a person's name.
    public let name: String
    /// The original title, where it differs from `name`.
    public let originalName: String?
    /// A film's release year, a series' first year; nil for a person or when unknown.
    public let year: Int?
    /// How it matched: `wholeTitle`, `everyWord`, `wordPrefixes` or `closeSpelling`, best first.
    public let match: String

    public init(kind: ItemKind, id: Int, name: String, originalName: String?, year: Int?, match: String) {
        self.kind = kind
        self.id = id
        self.name = name
        self.originalName = originalName
        self.year = year
        self.match = match
    }
}
