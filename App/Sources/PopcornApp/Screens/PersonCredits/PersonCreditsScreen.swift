import PersonCreditsFeature

extension ScreenRegistration {
    static let personCredits = ScreenRegistration(showing: PersonCreditsPlace.self) { place, context in
        PlacedScreen(
            place,
            model: PersonCreditsViewModel(
                personID: place.id, kind: place.kind, department: place.department, dependencies: .live(context.services),
                navigator: context.navigator),
            context: context,
            text: { PersonCreditsView(theme: $1).render($0) }, linked: { PersonCreditsView(theme: $1).renderLinked($0) },
            json: PersonCreditsView.renderJSON)
    }
}
