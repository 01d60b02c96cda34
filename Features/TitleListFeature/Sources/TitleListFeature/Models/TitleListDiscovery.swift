/// A list of titles found by a filter, named by the command that makes it: the screen shows the
/// command as its filter, and the app reads its words again to open another page.
public struct TitleListDiscovery: Sendable, Hashable {
    /// The command line, as a person would type it: `popcorn discover movie --genre drama`.
    public let command: String
    /// The same command's words after `popcorn`, without its page.
    public let words: [String]

    public init(command: String, words: [String]) {
        self.command = command
        self.words = words
    }
}
