import TVEpisodeDetailsFeature

extension ScreenRegistration {
    static let tvEpisodeDetails = ScreenRegistration(showing: EpisodePlace.self) { place, context in
        PlacedScreen(
            place,
            model: TVEpisodeDetailsViewModel(
                seriesID: place.seriesID, seasonNumber: place.season, episodeNumber: place.episode, dependencies: .live(context.services),
                navigator: context.navigator),
            context: context,
            text: { TVEpisodeDetailsView(theme: $1).render($0) }, linked: { TVEpisodeDetailsView(theme: $1).renderLinked($0) },
            json: TVEpisodeDetailsView.renderJSON)
    }
}
