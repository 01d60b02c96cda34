import CastAndCrewFeature

@MainActor
final class MockCastAndCrewNavigator: CastAndCrewNavigating {
    private(set) var openedMovieIDs: [Int] = []
    private(set) var openedSeriesIDs: [Int] = []
    private(set) var openedPersonIDs: [Int] = []

    func openSeriesDetails(seriesID: Int) {
        openedSeriesIDs.append(seriesID)
    }

    func openMovieDetails(movieID: Int) {
        openedMovieIDs.append(movieID)
    }

    func openPersonDetails(personID: Int) {
        openedPersonIDs.append(personID)
    }
}
