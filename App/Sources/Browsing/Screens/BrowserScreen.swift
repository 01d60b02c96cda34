public import DesignSystem

/// A screen as the browser sees one: it loads once, and then draws itself at any width. The app
/// makes one for each place visited; the browser keeps it while the place is in its history,
/// so that back and forward show it again at once.
@MainActor
public protocol BrowserScreen<Location>: AnyObject {
    /// The app's places, which the screen's links lead to.
    associatedtype Location: BrowserPlace

    /// Whether a load has run to its end, with content or an error.
    var hasLoaded: Bool { get }
    /// Loads the screen.
    /// - Returns: a warning worth a line, when something beside the screen went wrong.
    func load() async -> String?
    func draw(theme: Theme) -> BrowserPage<Location>
    /// Sends a line typed on a screen whose page takes one, and returns when the screen is done
    /// with it (a reply has ended); meanwhile the screen calls `onChange` each time it has more to
    /// draw, and the browser draws it again. Cancelling the task stops it. Screens that take no
    /// line need not write it.
    func send(_ line: String, onChange: @escaping @MainActor () -> Void) async
    /// Does what one of the page's keys (`BrowserPage.keys`) does, with the answer to its question
    /// when it asks one, and says what it did in a line for the footer. Screens without keys need
    /// not write it.
    func act(_ key: Character, answer: String?) async -> String
}

extension BrowserScreen {
    public func send(_ line: String, onChange: @escaping @MainActor () -> Void) async {}
    public func act(_ key: Character, answer: String?) async -> String { "Press ? for the keys." }
}
