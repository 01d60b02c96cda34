public import Presentation

/// Loads one movie for the details screen and follows the screen's links.
@MainActor
public final class MovieDetailsViewModel: ScreenModel {
    public private(set) var viewState: ViewState<MovieDetails> = .initial
    public let movieID: Int
    private let dependencies: MovieDetailsDependencies
    private weak var navigator: (any MovieDetailsNavigating)?

    public init(movieID: Int, dependencies: MovieDetailsDependencies, navigator: any MovieDetailsNavigating) {
        self.movieID = movieID
        self.dependencies = dependencies
        self.navigator = navigator
    }

    /// Moves to `.loading`, then to `.ready` with the movie or `.error` with what went wrong.
    public func load() async {
        viewState = .loading
        viewState = await .outcome { () throws(ViewStateError) in try await dependencies.fetchMovieDetails(movieID) }
    }

    /// The links the screen offers: none until the movie has loaded.
    public var destinations: [MovieDetailsDestination] {
        viewState.content == nil ? [] : MovieDetailsDestination.allCases
    }

    public func open(_ destination: MovieDetailsDestination) {
        guard destinations.contains(destination) else { return }
        switch destination {
        case .castAndCrew: navigator?.openCastAndCrew(movieID: movieID)
        case .similarMovies: navigator?.openSimilarMovies(movieID: movieID)
        }
    }
}
