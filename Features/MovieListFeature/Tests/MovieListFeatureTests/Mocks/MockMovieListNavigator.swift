import MovieListFeature

@MainActor
final class MockMovieListNavigator: MovieListNavigating {
    enum Call: Equatable {
        case movieDetails(Int)
        case seriesDetails(Int)
        case movieList(MovieListKind, page: Int)
    }

    private(set) var calls: [Call] = []

    func openMovieDetails(movieID: Int) {
        calls.append(.movieDetails(movieID))
    }

    func openSeriesDetails(seriesID: Int) {
        calls.append(.seriesDetails(seriesID))
    }

    func openMovieList(_ kind: MovieListKind, page: Int) {
        calls.append(.movieList(kind, page: page))
    }
}
