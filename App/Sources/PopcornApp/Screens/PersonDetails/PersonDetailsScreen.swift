import LibraryDomain
import PersonDetailsFeature

extension ScreenRegistration {
    static let personDetails = ScreenRegistration(showing: PersonPlace.self, commands: [PersonCommand.self]) { place, context in
        PlacedScreen(
            place,
            model: PersonDetailsViewModel(personID: place.id, dependencies: .live(context.services), navigator: context.navigator),
            context: context, viewing: OpenedItem(kind: .person, id: place.id),
            text: { PersonDetailsView(theme: $1).render($0) }, linked: { PersonDetailsView(theme: $1).renderLinked($0) },
            json: PersonDetailsView.renderJSON)
    }
}
