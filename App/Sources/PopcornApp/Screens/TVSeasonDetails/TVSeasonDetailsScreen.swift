import TVSeasonDetailsFeature

extension ScreenRegistration {
    static let tvSeasonDetails = ScreenRegistration(showing: SeasonPlace.self) { place, context in
        PlacedScreen(
            place,
            model: TVSeasonDetailsViewModel(
                seriesID: place.seriesID, seasonNumber: place.season, dependencies: .live(context.services), navigator: context.navigator),
            context: context,
            text: { TVSeasonDetailsView(theme: $1).render($0) }, linked: { TVSeasonDetailsView(theme: $1).renderLinked($0) },
            json: TVSeasonDetailsView.renderJSON)
    }
}
