public import Presentation

/// What the user asked for: the words as typed, the one kind to search among (nil for every
/// kind), and the page.
public struct SearchRequest: Sendable, Equatable {
    public let query: String
    public let kind: ItemKind?
    public let page: Int

    public init(query: String, kind: ItemKind?, page: Int = 1) {
        self.query = query
        self.kind = kind
        self.page = page
    }
}
