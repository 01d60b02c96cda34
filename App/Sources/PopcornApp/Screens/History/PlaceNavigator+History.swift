import HistoryFeature

// Its links into films, series and people are every screen's: see each of those screens.
extension PlaceNavigator: HistoryNavigating {
    func openHistory(page: Int) { open(HistoryPlace(page: page)) }
}
