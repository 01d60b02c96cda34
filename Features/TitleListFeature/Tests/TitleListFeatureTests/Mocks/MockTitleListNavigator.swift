import TitleListFeature

@MainActor
final class MockTitleListNavigator: TitleListNavigating {
    enum Call: Equatable {
        case movieDetails(Int)
        case seriesDetails(Int)
        case personDetails(Int)
        case titleList(TitleList, page: Int)
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

    func openTitleList(_ list: TitleList, page: Int) {
        calls.append(.titleList(list, page: page))
    }
}
