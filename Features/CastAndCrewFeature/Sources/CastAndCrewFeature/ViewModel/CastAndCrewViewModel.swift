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

    /// The title, then everyone named with an id, once each, cast before crew.
    public var destinations: [CastAndCrewDestination] {
        guard let credits = viewState.content else { return [] }
        var people: [CastAndCrewDestination] = []
        var seen = Set<Int>()
        for id in credits.cast.compactMap(\.personID) + credits.crew.compactMap(\.personID) where seen.insert(id).inserted {
            people.append(.person(id: id))
        }
        return [.details] + people
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
        case .person(let id):
            navigator?.openPersonDetails(personID: id)
        }
    }
}
