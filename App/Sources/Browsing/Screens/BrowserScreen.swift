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
}
