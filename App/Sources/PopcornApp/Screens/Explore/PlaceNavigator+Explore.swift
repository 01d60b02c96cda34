import ExploreFeature
import Presentation
import TitleListFeature

// Its links into films, series and people are every screen's: see each of those screens.
extension PlaceNavigator: ExploreNavigating {
    func openSearch() { openSearchPrompt() }

    func openExploreList(_ list: ExploreList) {
        switch list.name {
        case .popular: open(RankedListPlace(kind: list.kind, ranking: .popular, page: 1))
        case .topRated: open(RankedListPlace(kind: list.kind, ranking: .topRated, page: 1))
        case .trending: open(TrendingPlace(kind: list.kind, window: list.window.flatMap(TitleListWindow.init(rawValue:)), page: 1))
        }
    }

    func openGenre(_ kind: ExploreItemKind, named name: String) {
        open(DiscoverPlace(kind: kind == .tvGenre ? .tv : .movie, genres: [name]))
    }
}
