import TVEpisodeDetailsFeature

/// Records each link the view model follows.
@MainActor
final class MockTVEpisodeDetailsNavigator: TVEpisodeDetailsNavigating {
    private(set) var openedIDs: [Int] = []

    func openTVEpisodeDetailsDetails(id: Int) {
        openedIDs.append(id)
    }
}
