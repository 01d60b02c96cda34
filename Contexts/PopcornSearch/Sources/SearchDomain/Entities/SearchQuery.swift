/// What the user typed, as the words Search compares (see `SearchText`).
public struct SearchQuery: Sendable, Equatable {
    public let text: String
    /// The query's words, folded; never empty.
    public let words: [String]
    /// The words joined by single spaces: what a whole title must fold to to match it whole.
    public var folded: String { words.joined(separator: " ") }

    /// Nil when `text` holds no letter or digit to search for.
    public init?(_ text: String) {
        let words = SearchText.words(in: text)
        guard !words.isEmpty else { return nil }
        self.text = text
        self.words = words
    }
}
