import TitleListFeature

extension ScreenRegistration {
    /// What is trending of one kind, as a page of the list screen; each kind's `TitleListSource`
    /// answers its `.trending` list.
    static let trending = ScreenRegistration(showing: TrendingPlace.self, commands: [TrendingCommand.self]) { place, context in
        let list = place.list
        return PlacedScreen(
            place,
            model: TitleListViewModel(list: list, page: place.page, dependencies: .live(context.services), navigator: context.navigator),
            context: context,
            text: { TitleListView(theme: $1).render($0, list: list) }, linked: { TitleListView(theme: $1).renderLinked($0, list: list) },
            json: TitleListView.renderJSON)
    }
}
