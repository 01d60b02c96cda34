import HomeFeature

extension ScreenRegistration {
    /// `popcorn home`, and where `popcorn browse` starts.
    static let home = ScreenRegistration(showing: HomePlace.self, commands: [HomeCommand.self]) { place, context in
        PlacedScreen(
            place, model: HomeViewModel(dependencies: .live(context.services), navigator: context.navigator), context: context,
            namesItself: false,
            text: { HomeView(theme: $1).render($0) }, linked: { HomeView(theme: $1).renderLinked($0) }, json: HomeView.renderJSON)
    }
}
