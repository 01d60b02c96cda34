public import Presentation

/// Loads a page of the history and follows its links.
@MainActor
public final class HistoryViewModel: ScreenModel {
    public private(set) var viewState: ViewState<HistoryPage> = .initial
    public let page: Int
    private let dependencies: HistoryDependencies
    private weak var navigator: (any HistoryNavigating)?

    public init(page: Int = 1, dependencies: HistoryDependencies, navigator: any HistoryNavigating) {
        self.page = page
        self.dependencies = dependencies
        self.navigator = navigator
    }

    /// Moves to `.loading`, then to `.ready` with the page or `.error` with what went wrong.
    public func load() async {
        viewState = .loading
        viewState = await .outcome { () throws(ViewStateError) in try await dependencies.fetchPage(page) }
    }

    /// Each entry still found, then the previous and next pages where they exist.
    public var destinations: [HistoryDestination] {
        guard let loaded = viewState.content else { return [] }
        return HistoryDestination.links(
            rows: loaded.items.filter { $0.status == .found }.map { ($0.kind, $0.id) }, page: loaded.page, totalPages: loaded.totalPages)
    }

    public func open(_ destination: HistoryDestination) {
        guard destinations.contains(destination) else { return }
        switch destination {
        case .movie(let id): navigator?.openMovieDetails(movieID: id)
        case .series(let id): navigator?.openSeriesDetails(seriesID: id)
        case .person(let id): navigator?.openPersonDetails(personID: id)
        case .page(let number): navigator?.openHistory(page: number)
        }
    }
}
