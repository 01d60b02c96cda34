public import Presentation

/// Loads the screen's model and follows its links.
@MainActor
public final class TVSeasonDetailsViewModel: ScreenModel {
    public private(set) var viewState: ViewState<TVSeasonDetails> = .initial
    public let id: Int
    private let dependencies: TVSeasonDetailsDependencies
    private weak var navigator: (any TVSeasonDetailsNavigating)?

    public init(id: Int, dependencies: TVSeasonDetailsDependencies, navigator: any TVSeasonDetailsNavigating) {
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
    public var destinations: [TVSeasonDetailsDestination] {
        guard let loaded = viewState.content else { return [] }
        return [.details(id: loaded.id)]
    }

    public func open(_ destination: TVSeasonDetailsDestination) {
        guard destinations.contains(destination) else { return }
        switch destination {
        case .details(let id): navigator?.openTVSeasonDetailsDetails(id: id)
        }
    }
}
