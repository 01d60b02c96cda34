import PersonDetailsFeature

/// Records each link the view model follows.
@MainActor
final class MockPersonDetailsNavigator: PersonDetailsNavigating {
    enum Call: Equatable {
        case movie(Int)
        case series(Int)
        case credits(Int)
    }

    private(set) var calls: [Call] = []

    func openMovieDetails(movieID: Int) { calls.append(.movie(movieID)) }
    func openSeriesDetails(seriesID: Int) { calls.append(.series(seriesID)) }
    func openPersonCredits(personID: Int) { calls.append(.credits(personID)) }
}
