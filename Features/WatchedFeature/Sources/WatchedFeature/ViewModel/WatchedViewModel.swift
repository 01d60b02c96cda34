public import Presentation

/// Loads the watches and follows their links.
@MainActor
public final class WatchedViewModel: ScreenModel {
    public private(set) var viewState: ViewState<WatchedList> = .initial
    public let kind: ItemKind?
    public let order: WatchedOrder
    private let dependencies: WatchedDependencies
    private weak var navigator: (any WatchedNavigating)?

    public init(
        kind: ItemKind? = nil, order: WatchedOrder = .watched, dependencies: WatchedDependencies, navigator: any WatchedNavigating
    ) {
        self.kind = kind
        self.order = order
        self.dependencies = dependencies
        self.navigator = navigator
    }

    /// Moves to `.loading`, then to `.ready` with the watches or `.error` with what went wrong.
    public func load() async {
        viewState = .loading
        viewState = await .outcome { () throws(ViewStateError) in try await dependencies.fetchWatches(kind, order) }
    }

    /// Each title its source still knows, once, in the order of its first watch in the list.
    public var destinations: [WatchedDestination] {
        guard let loaded = viewState.content else { return [] }
        var links: [WatchedDestination] = []
        for row in loaded.items where row.status == .found {
            if let link = WatchedDestination.title(row.kind, id: row.id), !links.contains(link) { links.append(link) }
        }
        return links
    }

    public func open(_ destination: WatchedDestination) {
        guard destinations.contains(destination) else { return }
        switch destination {
        case .movie(let id): navigator?.openMovieDetails(movieID: id)
        case .series(let id): navigator?.openSeriesDetails(seriesID: id)
        }
    }
}
