public import Presentation

/// What the PersonCredits screen shows, in the screen's own terms. As a `JSONRecord`, its `--json`
/// document writes every property, `null` for an absent optional.
public struct PersonCredits: Sendable, Equatable, JSONRecord {
    public let id: Int
    public let title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}
