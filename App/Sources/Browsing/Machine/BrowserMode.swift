/// What the keys do: move about the screen, type a search, type a line for the screen, or read
/// the list of keys.
public enum BrowserMode: Equatable, Sendable {
    case browsing
    /// Typing the words of a search; Enter shows the results, Escape gives up.
    case searching(String)
    /// Typing a line for a screen that takes one (a question in a chat); Enter sends it, Escape
    /// leaves the line for the browsing keys.
    case typing(LineEdit)
    /// Answering the question of a screen's key (a rating for `s`); Enter sends the answer, even
    /// an empty one, Escape gives up.
    case answering(PageKey, LineEdit)
    case help
}
