import TVSeriesDetailsFeature

/// Records each link the view model follows.
@MainActor
final class MockTVSeriesDetailsNavigator: TVSeriesDetailsNavigating {
    private(set) var opened: [String] = []

    func openSeason(seriesID: Int, seasonNumber: Int) { opened.append("season \(seriesID) \(seasonNumber)") }
    func openSeriesCredits(seriesID: Int) { opened.append("credits \(seriesID)") }
    func openSimilarSeries(seriesID: Int) { opened.append("similar \(seriesID)") }
    func openPersonDetails(personID: Int) { opened.append("person \(personID)") }
    func openChat(seriesID: Int) { opened.append("chat \(seriesID)") }
    func openSeriesDiscovery(genre: String) { opened.append("genre \(genre)") }
}
