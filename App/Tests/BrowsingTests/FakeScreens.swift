import Browsing
import DesignSystem
import Presentation

/// A screen for the browser's tests: movie N links to movies N·10+1 and N·10+2 (any other place
/// to movies 1 and 2), loading at once or after a delay, or failing; given how long its change
/// takes, it answers `w`, noting each change in `changes`.
@MainActor
final class FakeScreen: BrowserScreen {
    let place: TestPlace
    private let delay: Duration
    private let failure: String?
    private let changeTakes: Duration?
    private let changes: FakeChanges
    private var state: ViewState<[Int]> = .initial
    private(set) var hasLoaded = false

    init(place: TestPlace, delay: Duration, failure: String?, changeTakes: Duration? = nil, changes: FakeChanges) {
        self.place = place
        self.delay = delay
        self.failure = failure
        self.changeTakes = changeTakes
        self.changes = changes
    }

    var id: Int { if case .movie(let id) = place { id } else { 0 } }

    func load() async -> String? {
        state = .loading
        if delay > .zero {
            do {
                try await Task.sleep(for: delay)
            } catch {
                return nil
            }
        }
        state = failure.map { .error(ViewStateError(kind: .notFound, message: $0)) } ?? .ready([id * 10 + 1, id * 10 + 2])
        hasLoaded = true
        return nil
    }

    func draw(theme: Theme) -> BrowserPage<TestPlace> {
        let text = ViewStateText.renderLinked(state, theme: theme) { links in
            var text = LinkedText<LinkTarget<TestPlace>>(lines: [place.title, ""])
            for link in links { text.append("  see movie \(link)", linking: "movie \(link)", to: .place(.movie(link))) }
            return text
        }
        let keys = changeTakes == nil ? [] : [PageKey("w", label: "put it on the watchlist")]
        return BrowserPage(lines: text.lines, links: text.links, heading: place.title, isError: state.error != nil, keys: keys)
    }

    func act(_ key: Character, answer: String?) async -> String {
        guard let changeTakes else { return "Press ? for the keys." }
        changes.begin()
        try? await Task.sleep(for: changeTakes)
        changes.end()
        return "On the watchlist."
    }
}

/// Makes fake screens for the places a test visits, and notes what it made.
@MainActor
final class FakeScreens {
    /// Movies that take this long to load.
    var slow: [Int: Duration] = [:]
    /// Movies that fail to load.
    var failing: Set<Int> = []
    /// Movies whose screen is a chat (`FakeChatScreen`), and whether its answers wait to be stopped.
    var chats: [Int: Bool] = [:]
    /// Movies whose screen answers `w`, its change taking this long.
    var changing: [Int: Duration] = [:]
    /// What the screens' changes did.
    let changes = FakeChanges()
    private(set) var made: [TestPlace] = []
    private var screens: [any BrowserScreen<TestPlace>] = []

    /// The screens made of one kind, in the order they were made.
    func screens<Screen>(of kind: Screen.Type) -> [Screen] { screens.compactMap { $0 as? Screen } }

    func make(_ place: TestPlace) -> any BrowserScreen<TestPlace> {
        made.append(place)
        let id = if case .movie(let id) = place { id } else { 0 }
        let screen: any BrowserScreen<TestPlace> =
            if let holds = chats[id] {
                FakeChatScreen(place: place, holdsAfterAnswer: holds)
            } else {
                FakeScreen(
                    place: place, delay: slow[id] ?? .zero, failure: failing.contains(id) ? "There is no movie \(id)." : nil,
                    changeTakes: changing[id], changes: changes)
            }
        screens.append(screen)
        return screen
    }
}
