public import Presentation

/// Loads one page of one list and follows the screen's links.
@MainActor
public final class MovieListViewModel: ScreenModel {
    public private(set) var viewState: ViewState<MovieListPage> = .initial
    public let kind: MovieListKind
    public let page: Int
    private let dependencies: MovieListDependencies
    private weak var navigator: (any MovieListNavigating)?

    public init(kind: MovieListKind, page: Int = 1, dependencies: MovieListDependencies, navigator: any MovieListNavigating) {
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
    public var destinations: [MovieListDestination] {
        guard let loaded = viewState.content else { return [] }
        var destinations = loaded.movies.map { $0.kind == .tv ? MovieListDestination.series(id: $0.id) : .movie(id: $0.id) }
        if loaded.page > 1 { destinations.append(.page(min(loaded.page - 1, loaded.totalPages))) }
        if loaded.page < loaded.totalPages { destinations.append(.page(loaded.page + 1)) }
        return destinations
    }

    public func open(_ destination: MovieListDestination) {
        guard destinations.contains(destination) else { return }
        switch destination {
        case .movie(let id): navigator?.openMovieDetails(movieID: id)
        case .series(let id): navigator?.openSeriesDetails(seriesID: id)
        case .page(let number): navigator?.openMovieList(kind, page: number)
        }
    }
}
