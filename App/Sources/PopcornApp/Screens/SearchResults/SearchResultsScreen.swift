import SearchResultsFeature

extension ScreenRegistration {
    static let searchResults = ScreenRegistration(showing: SearchPlace.self, commands: [SearchCommand.self]) { place, context in
        PlacedScreen(
            place,
            model: SearchResultsViewModel(request: place.request, dependencies: .live(context.services), navigator: context.navigator),
            context: context,
            text: { SearchResultsView(theme: $1).render($0) }, linked: { SearchResultsView(theme: $1).renderLinked($0) },
            json: SearchResultsView.renderJSON)
    }
}
