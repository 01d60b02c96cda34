public import Presentation

/// Loads a person's credits, as filtered, and follows the screen's links.
@MainActor
public final class PersonCreditsViewModel: ScreenModel {
    public private(set) var viewState: ViewState<PersonCredits> = .initial
    public let personID: Int
    public let kind: ItemKind?
    public let department: String?
    private let dependencies: PersonCreditsDependencies
    private weak var navigator: (any PersonCreditsNavigating)?

    public init(
        personID: Int, kind: ItemKind? = nil, department: String? = nil, dependencies: PersonCreditsDependencies,
        navigator: any PersonCreditsNavigating
    ) {
        self.personID = personID
        self.kind = kind
        self.department = department
        self.dependencies = dependencies
        self.navigator = navigator
    }

    /// Moves to `.loading`, then to `.ready` with the credits or `.error` with what went wrong.
    public func load() async {
        viewState = .loading
        viewState = await .outcome { () throws(ViewStateError) in try await dependencies.fetchCredits(personID, kind, department) }
    }

    /// The person, then each title once, in the order listed (parts before jobs).
    public var destinations: [PersonCreditsDestination] {
        guard let credits = viewState.content else { return [] }
        var titles: [PersonCreditsDestination] = []
        for entry in credits.cast + credits.crew {
            let destination: PersonCreditsDestination? =
                switch entry.kind {
                case .movie: .movie(id: entry.id)
                case .tv: .series(id: entry.id)
                case .person: nil
                }
            if let destination, !titles.contains(destination) { titles.append(destination) }
        }
        return [.person] + titles
    }

    public func open(_ destination: PersonCreditsDestination) {
        guard destinations.contains(destination) else { return }
        switch destination {
        case .person: navigator?.openPersonDetails(personID: personID)
        case .movie(let id): navigator?.openMovieDetails(movieID: id)
        case .series(let id): navigator?.openSeriesDetails(seriesID: id)
        }
    }
}
