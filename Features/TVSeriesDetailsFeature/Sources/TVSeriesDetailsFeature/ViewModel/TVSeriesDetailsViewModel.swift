public import Presentation

/// Loads the screen's model and follows its links.
@MainActor
public final class TVSeriesDetailsViewModel: ScreenModel {
    public private(set) var viewState: ViewState<TVSeriesDetails> = .initial
    public let id: Int
    private let dependencies: TVSeriesDetailsDependencies
    private weak var navigator: (any TVSeriesDetailsNavigating)?

    public init(id: Int, dependencies: TVSeriesDetailsDependencies, navigator: any TVSeriesDetailsNavigating) {
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
    public var destinations: [TVSeriesDetailsDestination] {
        guard let loaded = viewState.content else { return [] }
        return [.details(id: loaded.id)]
    }

    public func open(_ destination: TVSeriesDetailsDestination) {
        guard destinations.contains(destination) else { return }
        switch destination {
        case .details(let id): navigator?.openTVSeriesDetailsDetails(id: id)
        }
    }
}
