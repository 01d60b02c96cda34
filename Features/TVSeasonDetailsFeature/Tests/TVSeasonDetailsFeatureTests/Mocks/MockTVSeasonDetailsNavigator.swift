import TVSeasonDetailsFeature

/// Records each link the view model follows.
@MainActor
final class MockTVSeasonDetailsNavigator: TVSeasonDetailsNavigating {
    private(set) var openedIDs: [Int] = []

    func openTVSeasonDetailsDetails(id: Int) {
        openedIDs.append(id)
    }
}
