import TVEpisodeDetailsFeature

// Its links lead to the episodes beside it, its season and its people: see those screens.
extension PlaceNavigator: TVEpisodeDetailsNavigating {}

extension PlaceNavigator {
    /// The season's and the episodes' link to an episode.
    func openEpisode(seriesID: Int, seasonNumber: Int, episodeNumber: Int) {
        open(EpisodePlace(seriesID: seriesID, season: seasonNumber, episode: episodeNumber))
    }
}
