public import DesignSystem

/// A screen drawn for the browser: its lines, its links in reading order with where each leads,
/// the heading the header shows, and whether it is an error (under which the browser says how
/// to go back).
public struct BrowserPage<Place: Sendable>: Sendable {
    public let lines: [String]
    public let links: [TextLink<LinkTarget<Place>>]
    public let heading: String
    public let isError: Bool

    public init(lines: [String], links: [TextLink<LinkTarget<Place>>], heading: String, isError: Bool) {
        self.lines = lines
        self.links = links
        self.heading = heading
        self.isError = isError
    }

    /// What the full-screen browser adds under an error: the way out of it.
    public static var errorFooter: [String] { ["", "← or Backspace goes back; h goes home."] }

    /// The lines the full-screen browser scrolls through: the page's, and the way back under an error.
    public var bodyLineCount: Int { lines.count + (isError ? Self.errorFooter.count : 0) }
}
