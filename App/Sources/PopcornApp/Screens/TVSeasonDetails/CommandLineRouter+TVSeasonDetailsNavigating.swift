import TVSeasonDetailsFeature

extension CommandLineRouter: TVSeasonDetailsNavigating {
    func openEpisode(seriesID: Int, seasonNumber: Int, episodeNumber: Int) {
        note(
            "\(Self.program) tv \(seriesID) season \(seasonNumber) episode \(episodeNumber)",
            template: "\(Self.program) tv \(seriesID) season \(seasonNumber) episode <n>", purpose: "an episode")
    }

    /// Also the list and cast-and-crew screens' link to a series.
    func openSeriesDetails(seriesID: Int) {
        note("\(Self.program) tv \(seriesID)", template: "\(Self.program) tv <id>", purpose: "a series' details")
    }
}
