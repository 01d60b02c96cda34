import LibraryDomain
import TVSeriesDetailsFeature

extension ScreenRegistration {
    static let tvSeriesDetails = ScreenRegistration(showing: SeriesPlace.self) { place, context in
        let offersChat = context.services.offersChat
        return PlacedScreen(
            place,
            model: TVSeriesDetailsViewModel(
                seriesID: place.id, dependencies: .live(context.services), navigator: context.navigator, offersChat: offersChat),
            context: context, viewing: OpenedItem(kind: .tv, id: place.id),
            text: { TVSeriesDetailsView(theme: $1).render($0) },
            linked: { TVSeriesDetailsView(theme: $1, offersChat: offersChat).renderLinked($0) },
            json: TVSeriesDetailsView.renderJSON)
    }
}
