import PersonCreditsFeature

/// Records each link the view model follows.
@MainActor
final class MockPersonCreditsNavigator: PersonCreditsNavigating {
    enum Call: Equatable {
        case movie(Int)
        case series(Int)
        case person(Int)
    }

    private(set) var calls: [Call] = []

    func openMovieDetails(movieID: Int) { calls.append(.movie(movieID)) }
    func openSeriesDetails(seriesID: Int) { calls.append(.series(seriesID)) }
    func openPersonDetails(personID: Int) { calls.append(.person(personID)) }
}
