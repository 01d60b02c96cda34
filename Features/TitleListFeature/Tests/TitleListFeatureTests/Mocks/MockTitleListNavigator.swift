import TitleListFeature

@MainActor
final class MockTitleListNavigator: TitleListNavigating {
    enum Call: Equatable {
        case movieDetails(Int)
        case seriesDetails(Int)
        case movieList(TitleListKind, page: Int)
    }

    private(set) var calls: [Call] = []

    func openMovieDetails(movieID: Int) {
        calls.append(.movieDetails(movieID))
    }

    func openSeriesDetails(seriesID: Int) {
        calls.append(.seriesDetails(seriesID))
    }

    func openTitleList(_ kind: TitleListKind, page: Int) {
        calls.append(.movieList(kind, page: page))
    }
}
