/// What the keys do: move about the screen, type a search, or read the list of keys.
public enum BrowserMode: Equatable, Sendable {
    case browsing
    /// Typing the words of a search; Enter shows the results, Escape gives up.
    case searching(String)
    case help
}
