import TVSeriesDetailsFeature

/// Records each link the view model follows.
@MainActor
final class MockTVSeriesDetailsNavigator: TVSeriesDetailsNavigating {
    private(set) var openedIDs: [Int] = []

    func openTVSeriesDetailsDetails(id: Int) {
        openedIDs.append(id)
    }
}
