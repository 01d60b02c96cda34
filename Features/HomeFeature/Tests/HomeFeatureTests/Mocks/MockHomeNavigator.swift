import HomeFeature

/// Records each link the view model follows, in order.
@MainActor
final class MockHomeNavigator: HomeNavigating {
    enum Call: Equatable {
        case movieDetails(Int)
        case seriesDetails(Int)
        case personDetails(Int)
        case search
    }

    private(set) var calls: [Call] = []

    func openMovieDetails(movieID: Int) {
        calls.append(.movieDetails(movieID))
    }

    func openSeriesDetails(seriesID: Int) {
        calls.append(.seriesDetails(seriesID))
    }

    func openPersonDetails(personID: Int) {
        calls.append(.personDetails(personID))
    }

    func openSearch() {
        calls.append(.search)
    }
}
