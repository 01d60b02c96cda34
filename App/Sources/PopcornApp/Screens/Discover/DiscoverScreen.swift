import TitleListFeature

extension ScreenRegistration {
    /// The titles of one kind that a filter finds, as a page of the list screen headed by the
    /// command that makes it; each kind's `DiscoverySource` answers it.
    static let discover = ScreenRegistration(showing: DiscoverPlace.self, commands: [DiscoverCommand.self]) { place, context in
        let list = place.list
        return PlacedScreen(
            place,
            model: TitleListViewModel(list: list, page: place.page, dependencies: .live(context.services), navigator: context.navigator),
            context: context,
            text: { TitleListView(theme: $1).render($0, list: list) }, linked: { TitleListView(theme: $1).renderLinked($0, list: list) },
            json: TitleListView.renderJSON)
    }
}
