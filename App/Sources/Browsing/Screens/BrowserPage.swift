public import DesignSystem

/// A screen drawn for the browser: its lines, its links in reading order with where each leads,
/// the heading the header shows, and whether it is an error (under which the browser says how
/// to go back), and, for a screen that takes a typed line, what it asks for.
public struct BrowserPage<Place: Sendable>: Sendable {
    public let lines: [String]
    public let links: [TextLink<LinkTarget<Place>>]
    public let heading: String
    public let isError: Bool
    /// Set when the screen takes a typed line (`BrowserScreen.send`): the browser offers the line
    /// at the foot of the screen, and shows the end of the page, where the answer comes.
    public let input: LineInput?
    /// The keys the screen answers beside the browser's own (`BrowserScreen.act`).
    public let keys: [PageKey]

    public init(
        lines: [String], links: [TextLink<LinkTarget<Place>>], heading: String, isError: Bool, input: LineInput? = nil,
        keys: [PageKey] = []
    ) {
        self.lines = lines
        self.links = links
        self.heading = heading
        self.isError = isError
        self.input = input
        self.keys = keys
    }

    /// What the full-screen browser adds under an error: the way out of it.
    public static var errorFooter: [String] { ["", "← or Backspace goes back; h goes home."] }

    /// The lines the full-screen browser scrolls through: the page's, and the way back under an error.
    public var bodyLineCount: Int { lines.count + (isError ? Self.errorFooter.count : 0) }
}
