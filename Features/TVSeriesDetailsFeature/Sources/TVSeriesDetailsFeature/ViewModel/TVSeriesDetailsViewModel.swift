public import Presentation

/// Loads one series and follows its links.
@MainActor
public final class TVSeriesDetailsViewModel: ScreenModel {
    public private(set) var viewState: ViewState<TVSeriesDetails> = .initial
    public let seriesID: Int
    private let dependencies: TVSeriesDetailsDependencies
    private weak var navigator: (any TVSeriesDetailsNavigating)?

    /// Whether the screen offers a chat about the series ("Ask about it").
    public let offersChat: Bool

    public init(
        seriesID: Int, dependencies: TVSeriesDetailsDependencies, navigator: any TVSeriesDetailsNavigating, offersChat: Bool = false
    ) {
        self.offersChat = offersChat
        self.seriesID = seriesID
        self.dependencies = dependencies
        self.navigator = navigator
    }

    /// Moves to `.loading`, then to `.ready` with the series or `.error` with what went wrong.
    public func load() async {
        viewState = .loading
        viewState = await .outcome { () throws(ViewStateError) in try await dependencies.fetchSeries(seriesID) }
    }

    /// Each season, then its cast and crew, series like it and the chat when it is offered, then its creators.
    public var destinations: [TVSeriesDetailsDestination] {
        guard let loaded = viewState.content else { return [] }
        return loaded.seasons.map { .season($0.seasonNumber) } + [.castAndCrew, .similarSeries] + (offersChat ? [.askAboutIt] : [])
            + loaded.genres.map { .genre($0) }
            + loaded.creators.compactMap(\.personID).map { .person(id: $0) }
    }

    public func open(_ destination: TVSeriesDetailsDestination) {
        guard destinations.contains(destination) else { return }
        switch destination {
        case .season(let number): navigator?.openSeason(seriesID: seriesID, seasonNumber: number)
        case .castAndCrew: navigator?.openSeriesCredits(seriesID: seriesID)
        case .similarSeries: navigator?.openSimilarSeries(seriesID: seriesID)
        case .person(let id): navigator?.openPersonDetails(personID: id)
        case .askAboutIt: navigator?.openChat(seriesID: seriesID)
        case .genre(let name): navigator?.openSeriesDiscovery(genre: name)
        }
    }
}
