import CastAndCrewFeature
import Presentation

extension ScreenRegistration {
    /// One screen for a film's credits and a series' (aggregated over its episodes).
    static let castAndCrew = ScreenRegistration(showing: CastAndCrewPlace.self) { place, context in
        let dependencies: CastAndCrewDependencies = place.kind == .tv ? .liveSeries(context.services) : .live(context.services)
        return PlacedScreen(
            place, model: CastAndCrewViewModel(titleID: place.id, dependencies: dependencies, navigator: context.navigator),
            context: context,
            text: { CastAndCrewView(theme: $1).render($0) }, linked: { CastAndCrewView(theme: $1).renderLinked($0) },
            json: CastAndCrewView.renderJSON)
    }
}
