/// Where the season screen's links lead; the app decides what following one means.
@MainActor
public protocol TVSeasonDetailsNavigating: AnyObject {
    func openEpisode(seriesID: Int, seasonNumber: Int, episodeNumber: Int)
    func openSeriesDetails(seriesID: Int)
}
