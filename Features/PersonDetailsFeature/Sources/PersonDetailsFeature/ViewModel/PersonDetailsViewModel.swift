public import Presentation

/// Loads the screen's model and follows its links.
@MainActor
public final class PersonDetailsViewModel: ScreenModel {
    public private(set) var viewState: ViewState<PersonDetails> = .initial
    public let id: Int
    private let dependencies: PersonDetailsDependencies
    private weak var navigator: (any PersonDetailsNavigating)?

    public init(id: Int, dependencies: PersonDetailsDependencies, navigator: any PersonDetailsNavigating) {
        self.id = id
        self.dependencies = dependencies
        self.navigator = navigator
    }

    /// Moves to `.loading`, then to `.ready` with the model or `.error` with what went wrong.
    public func load() async {
        viewState = .loading
        viewState = await .outcome { () throws(ViewStateError) in try await dependencies.fetch(id) }
    }

    /// The links the loaded screen offers; none before it has loaded or after it failed.
    public var destinations: [PersonDetailsDestination] {
        guard let loaded = viewState.content else { return [] }
        return [.details(id: loaded.id)]
    }

    public func open(_ destination: PersonDetailsDestination) {
        guard destinations.contains(destination) else { return }
        switch destination {
        case .details(let id): navigator?.openPersonDetailsDetails(id: id)
        }
    }
}
