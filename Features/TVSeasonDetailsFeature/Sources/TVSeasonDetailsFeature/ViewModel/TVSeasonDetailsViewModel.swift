public import Presentation

/// Loads one season and follows its links.
@MainActor
public final class TVSeasonDetailsViewModel: ScreenModel {
    public private(set) var viewState: ViewState<TVSeasonDetails> = .initial
    public let seriesID: Int
    public let seasonNumber: Int
    private let dependencies: TVSeasonDetailsDependencies
    private weak var navigator: (any TVSeasonDetailsNavigating)?

    public init(seriesID: Int, seasonNumber: Int, dependencies: TVSeasonDetailsDependencies, navigator: any TVSeasonDetailsNavigating) {
        self.seriesID = seriesID
        self.seasonNumber = seasonNumber
        self.dependencies = dependencies
        self.navigator = navigator
    }

    /// Moves to `.loading`, then to `.ready` with the season or `.error` with what went wrong.
    public func load() async {
        viewState = .loading
        viewState = await .outcome { () throws(ViewStateError) in try await dependencies.fetchSeason(seriesID, seasonNumber) }
    }

    /// Each episode held, then the series.
    public var destinations: [TVSeasonDetailsDestination] {
        guard let loaded = viewState.content else { return [] }
        return loaded.episodes.map { .episode($0.episodeNumber) } + [.series]
    }

    public func open(_ destination: TVSeasonDetailsDestination) {
        guard destinations.contains(destination) else { return }
        switch destination {
        case .episode(let number): navigator?.openEpisode(seriesID: seriesID, seasonNumber: seasonNumber, episodeNumber: number)
        case .series: navigator?.openSeriesDetails(seriesID: seriesID)
        }
    }
}
