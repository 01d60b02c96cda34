import TitleListFeature

extension ScreenRegistration {
    /// The lists of the most popular and the best-rated titles.
    static let rankedList = ScreenRegistration(showing: RankedListPlace.self) { place, context in
        titleList(place, list: place.list, page: place.page, context: context)
    }

    /// The lists of titles like one.
    static let similarTitles = ScreenRegistration(showing: SimilarTitlesPlace.self) { place, context in
        titleList(place, list: place.list, page: place.page, context: context)
    }

    @MainActor
    private static func titleList(_ place: some Place, list: TitleList, page: Int, context: ScreenContext) -> PlacedScreen {
        PlacedScreen(
            place, model: TitleListViewModel(list: list, page: page, dependencies: .live(context.services), navigator: context.navigator),
            context: context,
            text: { TitleListView(theme: $1).render($0, list: list) }, linked: { TitleListView(theme: $1).renderLinked($0, list: list) },
            json: TitleListView.renderJSON)
    }
}
