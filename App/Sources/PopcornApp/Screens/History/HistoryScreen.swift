import HistoryFeature

extension ScreenRegistration {
    static let history = ScreenRegistration(showing: HistoryPlace.self, commands: [HistoryCommand.self]) { place, context in
        PlacedScreen(
            place, model: HistoryViewModel(page: place.page, dependencies: .live(context.services), navigator: context.navigator),
            context: context,
            text: { HistoryView(theme: $1).render($0) }, linked: { HistoryView(theme: $1).renderLinked($0) }, json: HistoryView.renderJSON)
    }
}
