public import Presentation

/// Loads the watchlist and follows its links.
@MainActor
public final class WatchlistViewModel: ScreenModel {
    public private(set) var viewState: ViewState<Watchlist> = .initial
    public let kind: ItemKind?
    public let order: WatchlistOrder
    private let dependencies: WatchlistDependencies
    private weak var navigator: (any WatchlistNavigating)?

    public init(
        kind: ItemKind? = nil, order: WatchlistOrder = .added, dependencies: WatchlistDependencies, navigator: any WatchlistNavigating
    ) {
        self.kind = kind
        self.order = order
        self.dependencies = dependencies
        self.navigator = navigator
    }

    /// Moves to `.loading`, then to `.ready` with the list or `.error` with what went wrong.
    public func load() async {
        viewState = .loading
        viewState = await .outcome { () throws(ViewStateError) in try await dependencies.fetchWatchlist(kind, order) }
    }

    /// Each title its source still knows, in the list's order.
    public var destinations: [WatchlistDestination] {
        guard let loaded = viewState.content else { return [] }
        return loaded.items.filter { $0.status == .found }.compactMap { WatchlistDestination.title($0.kind, id: $0.id) }
    }

    public func open(_ destination: WatchlistDestination) {
        guard destinations.contains(destination) else { return }
        switch destination {
        case .movie(let id): navigator?.openMovieDetails(movieID: id)
        case .series(let id): navigator?.openSeriesDetails(seriesID: id)
        }
    }
}
