import SampleScreenFeature

/// Records each link the view model follows.
@MainActor
final class MockSampleScreenNavigator: SampleScreenNavigating {
    private(set) var openedIDs: [Int] = []

    func openSampleScreenDetails(id: Int) {
        openedIDs.append(id)
    }
}
