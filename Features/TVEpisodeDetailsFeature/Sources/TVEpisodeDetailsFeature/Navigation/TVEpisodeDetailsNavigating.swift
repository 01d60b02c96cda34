/// Where the screen's links lead; the app decides what following one means.
@MainActor
public protocol TVEpisodeDetailsNavigating: AnyObject {
    func openTVEpisodeDetailsDetails(id: Int)
}
