/// The full-screen browser as a value: where it has been, what is on the screen and what it
/// waits for. `step(_:)` moves it on by one event and says what the shell must do; the frame
/// composer draws it. Nothing here reads or writes a terminal, so every key can be tested as
/// a value.
public struct BrowserState<Place: BrowserPlace>: Sendable {
    /// A screen drawn, and the history entry it belongs to.
    public struct Shown: Sendable {
        public let entryID: Int
        public let page: BrowserPage<Place>
    }

    /// The history entry whose screen the browser is waiting for, and whether it says so yet.
    public struct Awaited: Equatable, Sendable {
        public let entryID: Int
        public var isAnnounced: Bool
    }

    public internal(set) var history: BrowserHistory<Place>
    public internal(set) var mode = BrowserMode.browsing
    public internal(set) var size: TerminalSize
    /// The screen on the terminal: the current entry's once drawn, or, while the current one
    /// loads out of sight, the one before it.
    public internal(set) var shown: Shown?
    /// The chosen link of the shown screen.
    public internal(set) var selection: Int?
    /// The shown screen's lines in sight.
    public internal(set) var viewport: Viewport
    public internal(set) var awaited: Awaited?
    /// The history entry whose screen is answering a line sent to it, until it is done.
    public internal(set) var replying: Int?
    /// A line for the footer in place of the keys, until the next key.
    public internal(set) var notice: String?
    /// Set when the browser has ended, with the status the run exits with.
    public internal(set) var exitStatus: Int32?

    public init(start: Place, size: TerminalSize) {
        history = BrowserHistory(start: start)
        self.size = size
        viewport = Viewport(height: Self.bodyHeight(of: size), lineCount: 0)
    }

    /// The rows between the header and the footer.
    public var bodyHeight: Int { Self.bodyHeight(of: size) }

    /// Whether the shown screen is the current place's, drawn and not waiting for another.
    public var showsCurrent: Bool { shown?.entryID == history.current.id && awaited == nil }

    /// What the current screen asks for when it takes a typed line.
    public var lineInput: LineInput? { showsCurrent ? shown?.page.input : nil }

    static func bodyHeight(of size: TerminalSize) -> Int { max(1, size.rows - 2) }
}
