/// Where the series screen's links lead; the app decides what following one means.
@MainActor
public protocol TVSeriesDetailsNavigating: AnyObject {
    func openSeason(seriesID: Int, seasonNumber: Int)
    func openSeriesCredits(seriesID: Int)
    func openSimilarSeries(seriesID: Int)
    func openPersonDetails(personID: Int)
    func openChat(seriesID: Int)
    /// The series filed under a genre, as a discovery by it.
    func openSeriesDiscovery(genre: String)
}
