import TVEpisodeDetailsFeature

/// Records each link the view model follows.
@MainActor
final class MockTVEpisodeDetailsNavigator: TVEpisodeDetailsNavigating {
    private(set) var opened: [String] = []

    func openEpisode(seriesID: Int, seasonNumber: Int, episodeNumber: Int) {
        opened.append("episode \(seriesID) \(seasonNumber) \(episodeNumber)")
    }

    func openSeason(seriesID: Int, seasonNumber: Int) {
        opened.append("season \(seriesID) \(seasonNumber)")
    }

    func openPersonDetails(personID: Int) {
        opened.append("person \(personID)")
    }
}
