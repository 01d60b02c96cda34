/// Where the screen's links lead; the app decides what following one means.
@MainActor
public protocol TVSeriesDetailsNavigating: AnyObject {
    func openTVSeriesDetailsDetails(id: Int)
}
