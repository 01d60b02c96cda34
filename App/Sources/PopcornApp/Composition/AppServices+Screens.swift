extension AppServices {
    /// Every screen the app shows, each registered in its own folder. Adding a screen adds it
    /// here, and nowhere else in the App but its folder. `popcorn --help` lists their commands in
    /// this order.
    static let screens: [ScreenRegistration] = [
        .searchResults, .movieDetails, .castAndCrew, .similarTitles, .tvSeriesDetails, .tvSeasonDetails, .tvEpisodeDetails,
        .personDetails, .personCredits, .rankedList, .trending, .trendingOverview, .discover, .explore, .history, .watchlist, .watched,
        .chat,
    ]

    /// The words of every screen's places.
    static let grammar = PlaceGrammar(screens: screens)

    /// The screen that shows `place`, made with these services; its model follows its links
    /// through a navigator of its own.
    @MainActor
    func screen(for place: ScreenPlace) -> PlacedScreen {
        let context = ScreenContext(services: self, navigator: PlaceNavigator())
        for registration in Self.screens {
            if let screen = registration.screen(for: place, in: context) { return screen }
        }
        preconditionFailure("No screen is registered for \(place): add its registration to AppServices.screens.")
    }
}
