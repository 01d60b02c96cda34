public import Presentation

/// Loads one page of one list and follows the screen's links.
@MainActor
public final class TitleListViewModel: ScreenModel {
    public private(set) var viewState: ViewState<TitleListPage> = .initial
    public let list: TitleList
    public let page: Int
    private let dependencies: TitleListDependencies
    private weak var navigator: (any TitleListNavigating)?

    public init(list: TitleList, page: Int = 1, dependencies: TitleListDependencies, navigator: any TitleListNavigating) {
        self.list = list
        self.page = page
        self.dependencies = dependencies
        self.navigator = navigator
    }

    /// Moves to `.loading`, then to `.ready` with the page or `.error` with what went wrong.
    public func load() async {
        viewState = .loading
        viewState = await .outcome { () throws(ViewStateError) in
            try await dependencies.fetchPage(list, page)
        }
    }

    /// Each film, series or person on the page, then the previous and next pages where they exist.
    public var destinations: [TitleListDestination] {
        guard let loaded = viewState.content else { return [] }
        return TitleListDestination.links(rows: loaded.items.map { ($0.kind, $0.id) }, page: loaded.page, totalPages: loaded.totalPages)
    }

    public func open(_ destination: TitleListDestination) {
        guard destinations.contains(destination) else { return }
        switch destination {
        case .movie(let id): navigator?.openMovieDetails(movieID: id)
        case .series(let id): navigator?.openSeriesDetails(seriesID: id)
        case .person(let id): navigator?.openPersonDetails(personID: id)
        case .page(let number): navigator?.openTitleList(list, page: number)
        }
    }
}
