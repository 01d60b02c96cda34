/// Where the episode screen's links lead; the app decides what following one means.
@MainActor
public protocol TVEpisodeDetailsNavigating: AnyObject {
    func openEpisode(seriesID: Int, seasonNumber: Int, episodeNumber: Int)
    func openSeason(seriesID: Int, seasonNumber: Int)
    func openPersonDetails(personID: Int)
}
