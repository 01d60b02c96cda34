import DesignSystem
import SearchDomain

/// The browser without its terminal: the router and its history, and the screen made for each
/// place visited, kept while the place is in the history so that back and forward show it again
/// at once. Line mode and full-screen mode each drive one.
@MainActor
final class Browser {
    let router: BrowserRouter
    private let makeScreen: (ScreenPlace, any AppNavigating) -> PlacedScreen
    private let recordView: (ViewedItem) async -> String?
    private var screens: [Int: PlacedScreen] = [:]

    /// - Parameters:
    ///   - makeScreen: the screen for a place, following its links through the navigator given.
    ///   - recordView: adds a film, series or person to the history of views; returns a warning
    ///     when it could not.
    init(
        start: ScreenPlace,
        makeScreen: @escaping (ScreenPlace, any AppNavigating) -> PlacedScreen,
        recordView: @escaping (ViewedItem) async -> String? = { _ in nil }
    ) {
        router = BrowserRouter(start: start)
        self.makeScreen = makeScreen
        self.recordView = recordView
    }

    var history: BrowserHistory { router.history }

    /// The current place's screen, made the first time the place is visited. It may not have
    /// loaded yet: see `load(_:)`.
    var currentScreen: PlacedScreen {
        let entry = history.current
        if let screen = screens[entry.id] { return screen }
        let screen = makeScreen(entry.place, router)
        screens[entry.id] = screen
        let kept = Set(history.entries.map(\.id))
        screens = screens.filter { kept.contains($0.key) }
        return screen
    }

    /// Loads a screen and, when it shows a film, series or person, records the view.
    /// - Returns: a warning when the view could not be recorded.
    func load(_ screen: PlacedScreen) async -> String? {
        await screen.load()
        guard !Task.isCancelled, let viewing = screen.viewing, screen.isReady else { return nil }
        return await recordView(viewing)
    }

    /// Forgets the current place's screen, so that the next visit makes and loads it afresh:
    /// for a load that was cancelled.
    func discardScreen(of entry: BrowserHistory.Entry) {
        screens[entry.id] = nil
    }

    /// Follows link `index` of `drawing`.
    /// - Returns: whether that moved the browser to another place (or asked for the search prompt).
    func follow(_ index: Int, in drawing: ScreenDrawing) -> Bool {
        let before = history.current.id
        drawing.follow(index)
        return history.current.id != before
    }
}
