import PersonDetailsFeature

/// Records each link the view model follows.
@MainActor
final class MockPersonDetailsNavigator: PersonDetailsNavigating {
    private(set) var openedIDs: [Int] = []

    func openPersonDetailsDetails(id: Int) {
        openedIDs.append(id)
    }
}
