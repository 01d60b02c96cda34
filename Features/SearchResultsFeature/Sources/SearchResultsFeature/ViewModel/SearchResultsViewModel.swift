public import Presentation

/// Runs one search and follows the results' links.
@MainActor
public final class SearchResultsViewModel: ScreenModel {
    public private(set) var viewState: ViewState<SearchResults> = .initial
    public let request: SearchRequest
    private let dependencies: SearchResultsDependencies
    private weak var navigator: (any SearchResultsNavigating)?

    public init(request: SearchRequest, dependencies: SearchResultsDependencies, navigator: any SearchResultsNavigating) {
        self.request = request
        self.dependencies = dependencies
        self.navigator = navigator
    }

    /// Moves to `.loading`, then to `.ready` with the results or `.error` with what went wrong.
    public func load() async {
        viewState = .loading
        viewState = await .outcome { () throws(ViewStateError) in try await dependencies.search(request) }
    }

    /// Each result, then the previous and next pages where they exist.
    public var destinations: [SearchResultsDestination] {
        guard let loaded = viewState.content else { return [] }
        return SearchResultsDestination.links(rows: loaded.items.map { ($0.kind, $0.id) }, page: loaded.page, totalPages: loaded.totalPages)
    }

    public func open(_ destination: SearchResultsDestination) {
        guard destinations.contains(destination) else { return }
        switch destination {
        case .movie(let id): navigator?.openMovieDetails(movieID: id)
        case .series(let id): navigator?.openSeriesDetails(seriesID: id)
        case .person(let id): navigator?.openPersonDetails(personID: id)
        case .page(let number): navigator?.openSearchResults(SearchRequest(query: request.query, kind: request.kind, page: number))
        }
    }
}
