public import Presentation

/// Loads one person for the person screen and follows the screen's links.
@MainActor
public final class PersonDetailsViewModel: ScreenModel {
    public private(set) var viewState: ViewState<PersonDetails> = .initial
    public let personID: Int
    private let dependencies: PersonDetailsDependencies
    private weak var navigator: (any PersonDetailsNavigating)?

    public init(personID: Int, dependencies: PersonDetailsDependencies, navigator: any PersonDetailsNavigating) {
        self.personID = personID
        self.dependencies = dependencies
        self.navigator = navigator
    }

    /// Moves to `.loading`, then to `.ready` with the person or `.error` with what went wrong.
    public func load() async {
        viewState = .loading
        viewState = await .outcome { () throws(ViewStateError) in try await dependencies.fetchPerson(personID) }
    }

    /// Their credits, then each title they are known for; none before the person has loaded.
    public var destinations: [PersonDetailsDestination] {
        guard let person = viewState.content else { return [] }
        return [.credits]
            + person.knownFor.compactMap { title in
                switch title.kind {
                case .movie: .movie(id: title.id)
                case .tv: .series(id: title.id)
                case .person: nil
                }
            }
    }

    public func open(_ destination: PersonDetailsDestination) {
        guard destinations.contains(destination) else { return }
        switch destination {
        case .credits: navigator?.openPersonCredits(personID: personID)
        case .movie(let id): navigator?.openMovieDetails(movieID: id)
        case .series(let id): navigator?.openSeriesDetails(seriesID: id)
        }
    }
}
