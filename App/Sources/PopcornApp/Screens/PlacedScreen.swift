import Browsing
import DesignSystem
import LibraryDomain
import Presentation

/// One screen made for a place: its view model, how to draw it, and where its links lead, with
/// its types set aside so that the one-shot command and the browser run any screen the same way.
@MainActor
final class PlacedScreen: BrowserScreen {
    let place: ScreenPlace

    private let loadModel: () async -> Void
    private let state: () -> (isReady: Bool, error: ViewStateError?)
    private let drawText: (Theme) -> String
    private let drawPage: (Theme) -> BrowserPage<ScreenPlace>
    private let drawJSON: () -> String
    private let everyLink: () -> [(target: LinkTarget<ScreenPlace>, label: String?)]
    private let recordView: () async -> String?
    private let lineInput: ScreenLineInput?
    /// `w` and `s` on a film's or series' screen.
    private let libraryKeys: TitleLibraryKeys?

    /// - Parameters:
    ///   - viewing: the film, series or person the screen shows, added to the history of views
    ///     once it has loaded.
    ///   - namesItself: whether the screen's first line names what it shows (a title, a name),
    ///     for the browser's header; the home screen's first line is its search prompt.
    ///   - lineInput: for a screen that takes a typed line (the chat), its prompt and what it does
    ///     with a line; the browser offers the line once the screen is ready.
    init<Model: ScreenModel>(
        _ place: some Place,
        model: Model,
        context: ScreenContext,
        viewing: OpenedItem? = nil,
        namesItself: Bool = true,
        text: @escaping (ViewState<Model.Content>, Theme) -> String,
        linked: @escaping (ViewState<Model.Content>, Theme) -> LinkedText<Model.Destination>,
        json: @escaping (ViewState<Model.Content>) -> String,
        lineInput: ScreenLineInput? = nil
    ) where Model.Destination: Sendable & Equatable {
        let place = ScreenPlace(place)
        let navigator = context.navigator
        let services = context.services
        self.place = place
        self.lineInput = lineInput
        let libraryKeys = TitleLibraryKeys(viewing: viewing, services: services)
        self.libraryKeys = libraryKeys
        // A link leads where the model's own `open` sends the navigator.
        let target = { (destination: Model.Destination) in navigator.links { model.open(destination) }.first }
        loadModel = { await model.load() }
        state = { (model.viewState.content != nil, model.viewState.error) }
        drawText = { text(model.viewState, $0) }
        drawJSON = { json(model.viewState) }
        drawPage = { theme in
            let drawn = linked(model.viewState, theme)
            let links = drawn.links.compactMap { link in
                target(link.destination).map {
                    TextLink(destination: $0, label: link.label, line: link.line, column: link.column, width: link.width)
                }
            }
            let isReady = model.viewState.content != nil
            let firstLine = drawn.lines.lazy.map(VisibleText.withoutEscapes).first { !$0.isEmpty }
            let heading = namesItself && isReady ? firstLine ?? place.title : place.title
            return BrowserPage(
                lines: drawn.lines, links: links, heading: heading, isError: model.viewState.error != nil,
                input: isReady ? lineInput.map { LineInput(prompt: $0.prompt) } : nil,
                keys: isReady && libraryKeys != nil ? TitleLibraryKeys.keys : [])
        }
        everyLink = {
            // Each link's words, as the screen draws them: a name or a title says where a link leads.
            let drawn = linked(model.viewState, .plain).links
            return model.destinations.compactMap { destination in
                target(destination).map { ($0, drawn.first { $0.destination == destination }?.label) }
            }
        }
        recordView = {
            guard let viewing, model.viewState.content != nil else { return nil }
            return await services.recordView(viewing)
        }
    }

    var isReady: Bool { state().isReady }
    var error: ViewStateError? { state().error }

    /// Whether a load has run to its end (content or error), not cancelled on the way.
    private(set) var hasLoaded = false

    /// Loads the screen, and records the view of what it shows.
    /// - Returns: a warning when the view could not be recorded.
    func load() async -> String? {
        await loadModel()
        guard !Task.isCancelled else { return nil }
        hasLoaded = true
        return await recordView()
    }

    func text(theme: Theme) -> String { drawText(theme) }
    func json() -> String { drawJSON() }
    func draw(theme: Theme) -> BrowserPage<ScreenPlace> { drawPage(theme) }

    func send(_ line: String, onChange: @escaping @MainActor () -> Void) async {
        await lineInput?.send(line, onChange)
    }

    func act(_ key: Character, answer: String?) async -> String {
        await libraryKeys?.act(key, answer: answer) ?? "Press ? for the keys."
    }

    /// Where each link the screen offers leads, and the words it is drawn with: on the command
    /// line, the "Next:" suggestions.
    func links() -> [(target: LinkTarget<ScreenPlace>, label: String?)] { everyLink() }
}
