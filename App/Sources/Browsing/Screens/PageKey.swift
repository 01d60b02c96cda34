/// A key a screen answers beside the browser's own (`w` on a film's screen puts it on the
/// watchlist): the letter, what it does in a few words for the keys screen, and, when it needs a
/// line first (a rating), the question the footer asks, Enter answering and Escape giving up.
public struct PageKey: Equatable, Sendable {
    public let character: Character
    public let label: String
    public let question: String?

    public init(_ character: Character, label: String, question: String? = nil) {
        self.character = character
        self.label = label
        self.question = question
    }
}
