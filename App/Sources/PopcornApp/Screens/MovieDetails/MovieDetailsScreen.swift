import LibraryDomain
import MovieDetailsFeature

extension ScreenRegistration {
    static let movieDetails = ScreenRegistration(showing: MoviePlace.self, commands: [MovieCommand.self]) { place, context in
        let offersChat = context.services.offersChat
        return PlacedScreen(
            place,
            model: MovieDetailsViewModel(
                movieID: place.id, dependencies: .live(context.services), navigator: context.navigator, offersChat: offersChat),
            context: context, viewing: OpenedItem(kind: .movie, id: place.id),
            text: { MovieDetailsView(theme: $1).render($0) },
            linked: { MovieDetailsView(theme: $1, offersChat: offersChat).renderLinked($0) },
            json: MovieDetailsView.renderJSON)
    }
}
