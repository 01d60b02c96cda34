import WatchedFeature

extension ScreenRegistration {
    /// Its words are `popcorn watched`'s with no title (`WatchedCommand`, which also marks a
    /// title watched); the command is listed with the library's others.
    static let watched = ScreenRegistration(showing: WatchedPlace.self) { place, context in
        PlacedScreen(
            place,
            model: WatchedViewModel(
                kind: place.kind, order: place.order ?? .watched, dependencies: .live(context.services), navigator: context.navigator),
            context: context,
            text: { WatchedView(theme: $1).render($0) }, linked: { WatchedView(theme: $1).renderLinked($0) },
            json: WatchedView.renderJSON)
    }
}
