import CastAndCrewFeature

@MainActor
final class MockCastAndCrewNavigator: CastAndCrewNavigating {
    private(set) var openedMovieIDs: [Int] = []

    func openMovieDetails(movieID: Int) {
        openedMovieIDs.append(movieID)
    }
}
