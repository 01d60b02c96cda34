import MovieDetailsFeature
import SearchDomain

extension ScreenRegistration {
    static let movieDetails = ScreenRegistration(showing: MoviePlace.self, commands: [MovieCommand.self]) { place, context in
        PlacedScreen(
            place, model: MovieDetailsViewModel(movieID: place.id, dependencies: .live(context.services), navigator: context.navigator),
            context: context, viewing: ViewedItem(kind: .movie, id: place.id),
            text: { MovieDetailsView(theme: $1).render($0) }, linked: { MovieDetailsView(theme: $1).renderLinked($0) },
            json: MovieDetailsView.renderJSON)
    }
}
