import DesignSystem
import Presentation
import TitleListFeature

@testable import PopcornApp

/// A screen model for browser tests: a "movie" whose links lead to two more movies, loading at
/// once or after a delay, or failing.
@MainActor
final class FakeMovieModel: ScreenModel {
    private(set) var viewState: ViewState<[Int]> = .initial
    let id: Int
    private let delay: Duration
    private let failure: ViewStateError?
    private weak var navigator: (any AppNavigating)?

    init(id: Int, delay: Duration, failure: ViewStateError?, navigator: any AppNavigating) {
        self.id = id
        self.delay = delay
        self.failure = failure
        self.navigator = navigator
    }

    func load() async {
        viewState = .loading
        if delay > .zero {
            do {
                try await Task.sleep(for: delay)
            } catch {
                viewState = .error(ViewStateError(kind: .unavailable, message: "cancelled"))
                return
            }
        }
        viewState = failure.map { .error($0) } ?? .ready([id * 10 + 1, id * 10 + 2])
    }

    var destinations: [Int] { viewState.content ?? [] }

    func open(_ destination: Int) {
        navigator?.openMovieDetails(movieID: destination)
    }
}

/// Makes fake screens for the places a test visits and counts what it made and loaded.
@MainActor
final class FakeScreens {
    /// Movies that take this long to load.
    var slow: [Int: Duration] = [:]
    /// Movies that fail to load.
    var failing: Set<Int> = []
    private(set) var made: [ScreenPlace] = []

    func make(_ place: ScreenPlace, _ navigator: any AppNavigating) -> PlacedScreen {
        made.append(place)
        let id = if case .movie(let id) = place { id } else { 0 }
        let model = FakeMovieModel(
            id: id, delay: slow[id] ?? .zero,
            failure: failing.contains(id) ? ViewStateError(kind: .notFound, message: "There is no movie \(id).") : nil,
            navigator: navigator)
        return PlacedScreen(
            place: place, model: model,
            text: { state, _ in "\(state)" },
            linked: { state, theme in
                ViewStateText.renderLinked(state, theme: theme) { links in
                    var text = LinkedText<Int>(lines: ["Movie \(id)", ""])
                    for link in links { text.append("  see movie \(link)", linking: "movie \(link)", to: link) }
                    return text
                }
            },
            json: { _ in "{}" })
    }

    func browser(start: ScreenPlace) -> Browser {
        Browser(start: start, makeScreen: { self.make($0, $1) })
    }
}
