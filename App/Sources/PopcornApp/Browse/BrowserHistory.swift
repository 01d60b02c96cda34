/// Where the browser has been and where it is: a list of places with one current, which back
/// and forward move along and a new place cuts short, as in a web browser. Each entry also keeps
/// which link was chosen and how far the screen was scrolled, so that going back returns to the
/// link that was followed.
struct BrowserHistory {
    struct Entry: Equatable {
        /// Unique within one history, so that a screen can be kept for an entry and found again.
        let id: Int
        let place: ScreenPlace
        var selection: Int?
        var scroll = 0
    }

    private(set) var entries: [Entry]
    private(set) var position = 0
    private var nextID = 1

    init(start: ScreenPlace) {
        entries = [Entry(id: 0, place: start)]
    }

    var current: Entry { entries[position] }
    var canGoBack: Bool { position > 0 }
    var canGoForward: Bool { position < entries.count - 1 }

    /// Goes to `place`, dropping the places ahead. Going to where the browser already is changes nothing.
    mutating func push(_ place: ScreenPlace) {
        guard place != current.place else { return }
        entries.removeSubrange((position + 1)...)
        entries.append(Entry(id: nextID, place: place))
        nextID += 1
        position = entries.count - 1
    }

    /// - Returns: whether there was a place to go back to.
    @discardableResult
    mutating func back() -> Bool {
        guard canGoBack else { return false }
        position -= 1
        return true
    }

    /// - Returns: whether there was a place ahead to go to.
    @discardableResult
    mutating func forward() -> Bool {
        guard canGoForward else { return false }
        position += 1
        return true
    }

    /// Remembers the chosen link and the scroll of the current place, for coming back to it.
    mutating func remember(selection: Int?, scroll: Int) {
        entries[position].selection = selection
        entries[position].scroll = scroll
    }
}
