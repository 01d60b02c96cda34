public import Presentation

/// Loads the credits of one movie or series (`titleID` is the one or the other's id) and follows the screen's links.
@MainActor
public final class CastAndCrewViewModel: ScreenModel {
    public private(set) var viewState: ViewState<CastAndCrew> = .initial
    public let titleID: Int
    private let dependencies: CastAndCrewDependencies
    private weak var navigator: (any CastAndCrewNavigating)?

    public init(titleID: Int, dependencies: CastAndCrewDependencies, navigator: any CastAndCrewNavigating) {
        self.titleID = titleID
        self.dependencies = dependencies
        self.navigator = navigator
    }

    /// Moves to `.loading`, then to `.ready` with the credits or `.error` with what went wrong.
    public func load() async {
        viewState = .loading
        viewState = await .outcome { () throws(ViewStateError) in try await dependencies.fetchCastAndCrew(titleID) }
    }

    public var destinations: [CastAndCrewDestination] {
        viewState.content == nil ? [] : CastAndCrewDestination.allCases
    }

    public func open(_ destination: CastAndCrewDestination) {
        guard destinations.contains(destination) else { return }
        switch destination {
        case .details:
            if viewState.content?.kind == .tv {
                navigator?.openSeriesDetails(seriesID: titleID)
            } else {
                navigator?.openMovieDetails(movieID: titleID)
            }
        }
    }
}
