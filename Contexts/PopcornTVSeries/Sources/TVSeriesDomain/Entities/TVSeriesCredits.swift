/// Everyone credited on a series, aggregated over the episodes the catalogue holds: each person
/// once, with their roles or jobs and the number of episodes, and the creators.
public struct TVSeriesCredits: Sendable, Equatable, Codable {
    public let seriesID: TVSeries.ID
    public let seriesName: String
    /// Most episodes first.
    public let cast: [TVSeriesCastCredit]
    public let crew: [TVSeriesCrewCredit]
    /// How many episodes the counts are taken from.
    public let episodesHeld: Int

    public init(seriesID: TVSeries.ID, seriesName: String, cast: [TVSeriesCastCredit], crew: [TVSeriesCrewCredit], episodesHeld: Int) {
        self.seriesID = seriesID
        self.seriesName = seriesName
        self.cast = cast
        self.crew = crew
        self.episodesHeld = episodesHeld
    }
}
