import DesignSystem
import Presentation
import SearchDomain

/// One screen made for a place: its view model, and how to draw it, with its type set aside so
/// that the one-shot command and the browser can run any screen the same way.
@MainActor
final class PlacedScreen {
    let place: ScreenPlace
    /// The film, series or person the screen shows, for the history of views.
    let viewing: ViewedItem?

    private let loadModel: () async -> Void
    private let state: () -> (isReady: Bool, error: ViewStateError?)
    private let drawText: (Theme) -> String
    private let drawLinked: (Theme) -> ScreenDrawing
    private let drawJSON: () -> String
    private let followAll: () -> Void

    init<Model: ScreenModel>(
        place: ScreenPlace,
        model: Model,
        viewing: ViewedItem? = nil,
        text: @escaping (ViewState<Model.Content>, Theme) -> String,
        linked: @escaping (ViewState<Model.Content>, Theme) -> LinkedText<Model.Destination>,
        json: @escaping (ViewState<Model.Content>) -> String
    ) where Model.Destination: Sendable {
        self.place = place
        self.viewing = viewing
        loadModel = { await model.load() }
        state = { (model.viewState.content != nil, model.viewState.error) }
        drawText = { text(model.viewState, $0) }
        drawJSON = { json(model.viewState) }
        drawLinked = { theme in
            let drawn = linked(model.viewState, theme)
            let destinations = drawn.links.map(\.destination)
            return ScreenDrawing(
                lines: drawn.lines,
                links: drawn.links.enumerated().map { index, link in
                    TextLink(destination: index, label: link.label, line: link.line, column: link.column, width: link.width)
                },
                follow: { index in
                    guard destinations.indices.contains(index) else { return }
                    model.open(destinations[index])
                })
        }
        followAll = { model.destinations.forEach(model.open) }
    }

    /// Whether the screen has its content (not still loading, not failed).
    var isReady: Bool { state().isReady }
    var error: ViewStateError? { state().error }

    /// Whether a load has run to its end (content or error), not cancelled on the way.
    private(set) var hasLoaded = false

    func load() async {
        await loadModel()
        if !Task.isCancelled { hasLoaded = true }
    }
    func text(theme: Theme) -> String { drawText(theme) }
    func json() -> String { drawJSON() }
    func draw(theme: Theme) -> ScreenDrawing { drawLinked(theme) }

    /// Follows every link the screen offers: on the command line, that notes them all as "Next:".
    func followEveryLink() { followAll() }
}
