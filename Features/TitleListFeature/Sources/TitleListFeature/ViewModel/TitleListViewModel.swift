public import Presentation

/// Loads one page of one list and follows the screen's links.
@MainActor
public final class TitleListViewModel: ScreenModel {
    public private(set) var viewState: ViewState<TitleListPage> = .initial
    public let kind: TitleListKind
    public let page: Int
    private let dependencies: TitleListDependencies
    private weak var navigator: (any TitleListNavigating)?

    public init(kind: TitleListKind, page: Int = 1, dependencies: TitleListDependencies, navigator: any TitleListNavigating) {
        self.kind = kind
        self.page = page
        self.dependencies = dependencies
        self.navigator = navigator
    }

    /// Moves to `.loading`, then to `.ready` with the page or `.error` with what went wrong.
    public func load() async {
        viewState = .loading
        viewState = await .outcome { () throws(ViewStateError) in
            switch kind {
            case .popular: try await dependencies.fetchPopular(page)
            case .topRated: try await dependencies.fetchTopRated(page)
            case .similar(let movieID): try await dependencies.fetchSimilar(movieID, page)
            case .popularSeries: try await dependencies.fetchPopularSeries(page)
            case .topRatedSeries: try await dependencies.fetchTopRatedSeries(page)
            case .similarSeries(let seriesID): try await dependencies.fetchSimilarSeries(seriesID, page)
            }
        }
    }

    /// Each movie on the page, then the previous and next pages where they exist.
    public var destinations: [TitleListDestination] {
        guard let loaded = viewState.content else { return [] }
        var destinations = loaded.items.map { $0.kind == .tv ? TitleListDestination.series(id: $0.id) : .movie(id: $0.id) }
        if loaded.page > 1 { destinations.append(.page(min(loaded.page - 1, loaded.totalPages))) }
        if loaded.page < loaded.totalPages { destinations.append(.page(loaded.page + 1)) }
        return destinations
    }

    public func open(_ destination: TitleListDestination) {
        guard destinations.contains(destination) else { return }
        switch destination {
        case .movie(let id): navigator?.openMovieDetails(movieID: id)
        case .series(let id): navigator?.openSeriesDetails(seriesID: id)
        case .page(let number): navigator?.openTitleList(kind, page: number)
        }
    }
}
