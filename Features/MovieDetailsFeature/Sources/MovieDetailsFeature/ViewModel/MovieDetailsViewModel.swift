public import Presentation

/// Loads one movie for the details screen and follows the screen's links.
@MainActor
public final class MovieDetailsViewModel: ScreenModel {
    public private(set) var viewState: ViewState<MovieDetails> = .initial
    public let movieID: Int
    private let dependencies: MovieDetailsDependencies
    /// Whether the screen offers a chat about the movie ("Ask about it").
    public let offersChat: Bool
    private weak var navigator: (any MovieDetailsNavigating)?

    public init(movieID: Int, dependencies: MovieDetailsDependencies, navigator: any MovieDetailsNavigating, offersChat: Bool = false) {
        self.movieID = movieID
        self.offersChat = offersChat
        self.dependencies = dependencies
        self.navigator = navigator
    }

    /// Moves to `.loading`, then to `.ready` with the movie or `.error` with what went wrong.
    public func load() async {
        viewState = .loading
        viewState = await .outcome { () throws(ViewStateError) in try await dependencies.fetchMovieDetails(movieID) }
    }

    /// The links the screen offers: none until the movie has loaded.
    /// The full cast and crew, similar movies, the chat when it is offered, then each director and top-billed actor the screen names, once.
    public var destinations: [MovieDetailsDestination] {
        guard let movie = viewState.content else { return [] }
        var people: [MovieDetailsDestination] = []
        for id in movie.directors.compactMap(\.personID) + movie.cast.prefix(MovieDetails.topCastCount).compactMap(\.personID)
        where !people.contains(.person(id: id)) {
            people.append(.person(id: id))
        }
        return [.castAndCrew, .similarMovies] + (offersChat ? [.askAboutIt] : []) + movie.genres.map { .genre($0) } + people
    }

    public func open(_ destination: MovieDetailsDestination) {
        guard destinations.contains(destination) else { return }
        switch destination {
        case .castAndCrew: navigator?.openCastAndCrew(movieID: movieID)
        case .similarMovies: navigator?.openSimilarMovies(movieID: movieID)
        case .person(let id): navigator?.openPersonDetails(personID: id)
        case .askAboutIt: navigator?.openChat(movieID: movieID)
        case .genre(let name): navigator?.openMovieDiscovery(genre: name)
        }
    }
}
