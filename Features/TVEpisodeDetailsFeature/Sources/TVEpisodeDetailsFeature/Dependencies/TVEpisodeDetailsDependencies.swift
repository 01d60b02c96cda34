public import Presentation

/// What the episode screen needs from the app.
public struct TVEpisodeDetailsDependencies: Sendable {
    public var fetchEpisode:
        @Sendable (_ seriesID: Int, _ seasonNumber: Int, _ episodeNumber: Int) async throws(ViewStateError) -> TVEpisodeDetails

    public init(
        fetchEpisode:
            @escaping @Sendable (_ seriesID: Int, _ seasonNumber: Int, _ episodeNumber: Int) async throws(ViewStateError) ->
            TVEpisodeDetails
    ) {
        self.fetchEpisode = fetchEpisode
    }
}
