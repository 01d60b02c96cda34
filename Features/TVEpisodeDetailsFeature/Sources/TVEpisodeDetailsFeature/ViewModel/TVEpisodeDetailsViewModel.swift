public import Presentation

/// Loads one episode and follows its links.
@MainActor
public final class TVEpisodeDetailsViewModel: ScreenModel {
    public private(set) var viewState: ViewState<TVEpisodeDetails> = .initial
    public let seriesID: Int
    public let seasonNumber: Int
    public let episodeNumber: Int
    private let dependencies: TVEpisodeDetailsDependencies
    private weak var navigator: (any TVEpisodeDetailsNavigating)?

    public init(
        seriesID: Int, seasonNumber: Int, episodeNumber: Int, dependencies: TVEpisodeDetailsDependencies,
        navigator: any TVEpisodeDetailsNavigating
    ) {
        self.seriesID = seriesID
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
        self.dependencies = dependencies
        self.navigator = navigator
    }

    /// Moves to `.loading`, then to `.ready` with the episode or `.error` with what went wrong.
    public func load() async {
        viewState = .loading
        viewState = await .outcome { () throws(ViewStateError) in
            try await dependencies.fetchEpisode(seriesID, seasonNumber, episodeNumber)
        }
    }

    /// The previous episode (from the second on), the next (while the season has one), and the season.
    public var destinations: [TVEpisodeDetailsDestination] {
        guard let loaded = viewState.content else { return [] }
        var destinations: [TVEpisodeDetailsDestination] = []
        if loaded.episodeNumber > 1 { destinations.append(.previousEpisode) }
        if let count = loaded.seasonEpisodeCount, loaded.episodeNumber < count { destinations.append(.nextEpisode) }
        var seen = Set<Int>()
        let people = (loaded.guestStars.compactMap(\.personID) + loaded.crew.compactMap(\.personID)).filter { seen.insert($0).inserted }
        return destinations + [.season] + people.map { .person(id: $0) }
    }

    public func open(_ destination: TVEpisodeDetailsDestination) {
        guard destinations.contains(destination) else { return }
        switch destination {
        case .previousEpisode: navigator?.openEpisode(seriesID: seriesID, seasonNumber: seasonNumber, episodeNumber: episodeNumber - 1)
        case .nextEpisode: navigator?.openEpisode(seriesID: seriesID, seasonNumber: seasonNumber, episodeNumber: episodeNumber + 1)
        case .season: navigator?.openSeason(seriesID: seriesID, seasonNumber: seasonNumber)
        case .person(let id): navigator?.openPersonDetails(personID: id)
        }
    }
}
