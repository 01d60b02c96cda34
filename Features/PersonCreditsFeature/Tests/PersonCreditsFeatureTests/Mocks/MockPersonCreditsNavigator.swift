import PersonCreditsFeature

/// Records each link the view model follows.
@MainActor
final class MockPersonCreditsNavigator: PersonCreditsNavigating {
    private(set) var openedIDs: [Int] = []

    func openPersonCreditsDetails(id: Int) {
        openedIDs.append(id)
    }
}
