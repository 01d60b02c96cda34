/// Where the browser has been and where it is: a list of places with one current, which back
/// and forward move along and a new place cuts short, as in a web browser. Each entry also keeps
/// which link was chosen and how far the screen was scrolled, so that going back returns to the
/// link that was followed.
public struct BrowserHistory<Place: BrowserPlace>: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        /// Unique within one history, so that a screen can be kept for an entry and found again.
        public let id: Int
        public let place: Place
        public var selection: Int?
        public var scroll = 0
    }

    public private(set) var entries: [Entry]
    public private(set) var position = 0
    private var nextID = 1

    public init(start: Place) {
        entries = [Entry(id: 0, place: start)]
    }

    public var current: Entry { entries[position] }
    public var canGoBack: Bool { position > 0 }
    public var canGoForward: Bool { position < entries.count - 1 }

    /// Goes to `place`, dropping the places ahead. Going to where the browser already is changes nothing.
    public mutating func push(_ place: Place) {
        guard place != current.place else { return }
        entries.removeSubrange((position + 1)...)
        entries.append(Entry(id: nextID, place: place))
        nextID += 1
        position = entries.count - 1
    }

    /// - Returns: whether there was a place to go back to.
    @discardableResult
    public mutating func back() -> Bool {
        guard canGoBack else { return false }
        position -= 1
        return true
    }

    /// - Returns: whether there was a place ahead to go to.
    @discardableResult
    public mutating func forward() -> Bool {
        guard canGoForward else { return false }
        position += 1
        return true
    }

    /// Remembers the chosen link and the scroll of the current place, for coming back to it.
    public mutating func remember(selection: Int?, scroll: Int) {
        entries[position].selection = selection
        entries[position].scroll = scroll
    }

    /// Where the entry with this id stands, counted from 0.
    public func position(of id: Int) -> Int? {
        entries.firstIndex { $0.id == id }
    }
}
