import TitleListFeature

// Its links into films, series and people are every screen's: see each of those screens.
extension PlaceNavigator: TitleListNavigating {
    func openTitleList(_ list: TitleList, page: Int) {
        switch list.selection {
        case .popular, .topRated: open(RankedListPlace(kind: list.kind, ranking: list.selection, page: page))
        case .similar(let id): open(SimilarTitlesPlace(kind: list.kind, id: id, page: page))
        case .trending(let window): open(TrendingPlace(kind: list.kind, window: window, page: page))
        case .discovery(let discovery):
            guard var place = DiscoverPlace(words: discovery.words) else { return }
            place.page = page
            open(place)
        }
    }
}
