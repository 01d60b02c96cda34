public import Presentation

/// Loads the screen's model and follows its links.
@MainActor
public final class PersonCreditsViewModel: ScreenModel {
    public private(set) var viewState: ViewState<PersonCredits> = .initial
    public let id: Int
    private let dependencies: PersonCreditsDependencies
    private weak var navigator: (any PersonCreditsNavigating)?

    public init(id: Int, dependencies: PersonCreditsDependencies, navigator: any PersonCreditsNavigating) {
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
    public var destinations: [PersonCreditsDestination] {
        guard let loaded = viewState.content else { return [] }
        return [.details(id: loaded.id)]
    }

    public func open(_ destination: PersonCreditsDestination) {
        guard destinations.contains(destination) else { return }
        switch destination {
        case .details(let id): navigator?.openPersonCreditsDetails(id: id)
        }
    }
}
