public import Presentation

/// Loads the screen's model and follows its links.
@MainActor
public final class SampleScreenViewModel: ScreenModel {
    public private(set) var viewState: ViewState<SampleScreen> = .initial
    public let id: Int
    private let dependencies: SampleScreenDependencies
    private weak var navigator: (any SampleScreenNavigating)?

    public init(id: Int, dependencies: SampleScreenDependencies, navigator: any SampleScreenNavigating) {
        self.id = id
        self.dependencies = dependencies
        self.navigator = navigator
    }

    /// Moves to `.loading`, then to `.ready` with the model or `.error` with what went wrong.
    public func load() async {
        viewState = .loading
        viewState = await .outcome { () throws(ViewStateError) in try await dependencies.fetch(id) }
    }

    /// The links the loaded screen offers; none before it has loaded or after it failed.
    public var destinations: [SampleScreenDestination] {
        guard let loaded = viewState.content else { return [] }
        return [.details(id: loaded.id)]
    }

    public func open(_ destination: SampleScreenDestination) {
        guard destinations.contains(destination) else { return }
        switch destination {
        case .details(let id): navigator?.openSampleScreenDetails(id: id)
        }
    }
}
