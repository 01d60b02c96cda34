public import Presentation

/// Loads the home screen's lists and follows its links.
@MainActor
public final class HomeViewModel: ScreenModel {
    public private(set) var viewState: ViewState<HomeContent> = .initial
    private let dependencies: HomeDependencies
    private weak var navigator: (any HomeNavigating)?

    public init(dependencies: HomeDependencies, navigator: any HomeNavigating) {
        self.dependencies = dependencies
        self.navigator = navigator
    }

    /// Moves to `.loading`, then to `.ready` with the lists or `.error` with what went wrong.
    public func load() async {
        viewState = .loading
        viewState = await .outcome { () throws(ViewStateError) in try await dependencies.fetchHome() }
    }

    /// The search prompt first, then every film, series and person in the order shown; none
    /// before the lists have loaded or after they failed.
    public var destinations: [HomeDestination] {
        guard let loaded = viewState.content else { return [] }
        return [.search]
            + loaded.popularMovies.map { .movie(id: $0.id) }
            + loaded.popularSeries.map { .series(id: $0.id) }
            + loaded.popularPeople.map { .person(id: $0.id) }
    }

    public func open(_ destination: HomeDestination) {
        guard destinations.contains(destination) else { return }
        switch destination {
        case .movie(let id): navigator?.openMovieDetails(movieID: id)
        case .series(let id): navigator?.openSeriesDetails(seriesID: id)
        case .person(let id): navigator?.openPersonDetails(personID: id)
        case .search: navigator?.openSearch()
        }
    }
}
