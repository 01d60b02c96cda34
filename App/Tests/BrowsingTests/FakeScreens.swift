import Browsing
import DesignSystem
import Presentation

/// A screen for the browser's tests: movie N links to movies N·10+1 and N·10+2 (any other place
/// to movies 1 and 2), loading at once or after a delay, or failing.
@MainActor
final class FakeScreen: BrowserScreen {
    let place: TestPlace
    private let delay: Duration
    private let failure: String?
    private var state: ViewState<[Int]> = .initial
    private(set) var hasLoaded = false

    init(place: TestPlace, delay: Duration, failure: String?) {
        self.place = place
        self.delay = delay
        self.failure = failure
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
        return BrowserPage(lines: text.lines, links: text.links, heading: place.title, isError: state.error != nil)
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
    private(set) var made: [TestPlace] = []

    func make(_ place: TestPlace) -> any BrowserScreen<TestPlace> {
        made.append(place)
        let id = if case .movie(let id) = place { id } else { 0 }
        if let holds = chats[id] { return FakeChatScreen(place: place, holdsAfterAnswer: holds) }
        return FakeScreen(place: place, delay: slow[id] ?? .zero, failure: failing.contains(id) ? "There is no movie \(id)." : nil)
    }
}
