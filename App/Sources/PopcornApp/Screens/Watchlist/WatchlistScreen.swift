import WatchlistFeature

extension ScreenRegistration {
    /// Its words are `popcorn watchlist`'s, whose list is its default subcommand
    /// (`WatchlistListCommand`); the command is listed with the library's others.
    static let watchlist = ScreenRegistration(showing: WatchlistPlace.self) { place, context in
        PlacedScreen(
            place,
            model: WatchlistViewModel(
                kind: place.kind, order: place.order ?? .added, dependencies: .live(context.services), navigator: context.navigator),
            context: context,
            text: { WatchlistView(theme: $1).render($0) }, linked: { WatchlistView(theme: $1).renderLinked($0) },
            json: WatchlistView.renderJSON)
    }
}
