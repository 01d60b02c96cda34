public import Presentation

/// What the season screen needs from the app.
public struct TVSeasonDetailsDependencies: Sendable {
    public var fetchSeason: @Sendable (_ seriesID: Int, _ seasonNumber: Int) async throws(ViewStateError) -> TVSeasonDetails

    public init(fetchSeason: @escaping @Sendable (_ seriesID: Int, _ seasonNumber: Int) async throws(ViewStateError) -> TVSeasonDetails) {
        self.fetchSeason = fetchSeason
    }
}
