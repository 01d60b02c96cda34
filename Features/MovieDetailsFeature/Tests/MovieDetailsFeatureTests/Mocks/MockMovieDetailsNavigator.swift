import MovieDetailsFeature

@MainActor
final class MockMovieDetailsNavigator: MovieDetailsNavigating {
    enum Call: Equatable {
        case castAndCrew(Int)
        case similarMovies(Int)
        case person(Int)
        case chat(Int)
        case genre(String)
    }

    private(set) var calls: [Call] = []

    func openCastAndCrew(movieID: Int) {
        calls.append(.castAndCrew(movieID))
    }

    func openSimilarMovies(movieID: Int) {
        calls.append(.similarMovies(movieID))
    }

    func openPersonDetails(personID: Int) {
        calls.append(.person(personID))
    }

    func openChat(movieID: Int) {
        calls.append(.chat(movieID))
    }

    func openMovieDiscovery(genre: String) {
        calls.append(.genre(genre))
    }
}
