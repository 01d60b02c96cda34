public import Presentation

/// Loads the explore screen's sections and follows its links.
@MainActor
public final class ExploreViewModel: ScreenModel {
    public private(set) var viewState: ViewState<ExploreContent> = .initial
    private let dependencies: ExploreDependencies
    private weak var navigator: (any ExploreNavigating)?

    public init(dependencies: ExploreDependencies, navigator: any ExploreNavigating) {
        self.dependencies = dependencies
        self.navigator = navigator
    }

    /// Moves to `.loading`, then to `.ready` with the sections or `.error` with what went wrong.
    public func load() async {
        viewState = .loading
        viewState = await .outcome { () throws(ViewStateError) in try await dependencies.fetchContent() }
    }

    /// The search prompt where offered, then each section's rows and its whole list, in the order
    /// shown; none before the sections have loaded or after they failed.
    public var destinations: [ExploreDestination] {
        guard let loaded = viewState.content else { return [] }
        var links: [ExploreDestination] = loaded.offersSearch ? [.search] : []
        for section in loaded.sections {
            links += section.items.map { .item($0.kind, id: $0.id) }
            if let list = section.list { links.append(.list(list)) }
        }
        return links
    }

    public func open(_ destination: ExploreDestination) {
        guard destinations.contains(destination) else { return }
        switch destination {
        case .search: navigator?.openSearch()
        case .item(.movie, let id): navigator?.openMovieDetails(movieID: id)
        case .item(.tv, let id): navigator?.openSeriesDetails(seriesID: id)
        case .item(.person, let id): navigator?.openPersonDetails(personID: id)
        case .item(let genre, let id):
            let sections = viewState.content?.sections ?? []
            guard let item = sections.lazy.flatMap(\.items).first(where: { $0.kind == genre && $0.id == id }) else { return }
            navigator?.openGenre(genre, named: item.name)
        case .list(let list): navigator?.openExploreList(list)
        }
    }
}
