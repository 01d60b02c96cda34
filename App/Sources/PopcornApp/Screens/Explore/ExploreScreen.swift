import ExploreFeature

extension ScreenRegistration {
    /// `popcorn explore`, and where `popcorn browse` starts.
    static let explore = ScreenRegistration(showing: ExplorePlace.self, commands: [ExploreCommand.self]) { place, context in
        exploreScreen(place, sections: ExploreDependencies.exploreSections, offersSearch: true, context: context)
    }

    /// `popcorn trending` with no kind: a few of each kind's trending list.
    static let trendingOverview = ScreenRegistration(showing: TrendingOverviewPlace.self) { place, context in
        exploreScreen(place, sections: ExploreDependencies.trendingSections(window: place.window), offersSearch: false, context: context)
    }

    @MainActor
    private static func exploreScreen(
        _ place: some Place, sections: [ExploreDependencies.SectionRequest], offersSearch: Bool, context: ScreenContext
    ) -> PlacedScreen {
        PlacedScreen(
            place,
            model: ExploreViewModel(
                dependencies: .live(context.services, sections: sections, offersSearch: offersSearch), navigator: context.navigator),
            context: context, namesItself: false,
            text: { ExploreView(theme: $1).render($0) }, linked: { ExploreView(theme: $1).renderLinked($0) },
            json: ExploreView.renderJSON)
    }
}
