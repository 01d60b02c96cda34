public import Presentation

/// A title a person is best known for, with what they did on it.
public struct PersonDetailsTitle: Sendable, Equatable, JSONRecord {
    /// `movie` or `tv`.
    public let kind: ItemKind
    public let id: Int
    public let title: String
    public let year: Int?
    /// The character they played, or the job they did.
    public let role: String?

    public init(kind: ItemKind, id: Int, title: String, year: Int?, role: String?) {
        self.kind = kind
        self.id = id
        self.title = title
        self.year = year
        self.role = role
    }
}
