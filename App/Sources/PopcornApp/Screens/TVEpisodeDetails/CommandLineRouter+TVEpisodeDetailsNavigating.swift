import TVEpisodeDetailsFeature

// `openEpisode` and `openSeason` are the season and series screens' links too: one conformance serves all.
extension CommandLineRouter: TVEpisodeDetailsNavigating {}
