public import Presentation

/// One row of a section: a film, a series, a person or a genre, and a word or two beside its name.
public struct ExploreItem: Sendable, Equatable, JSONRecord {
    public let kind: ExploreItemKind
    public let id: Int
    /// A title, a name, or a genre's name.
    public let name: String
    /// A year, what a person is known for, how many titles a genre holds; empty for nothing.
    public let detail: String

    public init(kind: ExploreItemKind, id: Int, name: String, detail: String = "") {
        self.kind = kind
        self.id = id
        self.name = name
        self.detail = detail
    }
}
