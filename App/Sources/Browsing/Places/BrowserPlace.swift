/// What the browser needs of a place, which it otherwise knows nothing about: to tell two
/// apart, a name for the header until the screen has drawn its own, the command that shows it
/// (for the list of places visited), and the two places the browser opens by itself.
public protocol BrowserPlace: Equatable, Sendable {
    /// A short name: "Movie 550".
    var title: String { get }
    /// The command that shows the place: `popcorn movie 550`.
    var command: String { get }
    /// Where `h` leads.
    static var home: Self { get }
    /// The results of a search for `query`, typed at the browser's own prompt.
    static func search(_ query: String) -> Self
}
