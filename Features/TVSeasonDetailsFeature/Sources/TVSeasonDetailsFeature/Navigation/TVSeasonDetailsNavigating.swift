/// Where the screen's links lead; the app decides what following one means.
@MainActor
public protocol TVSeasonDetailsNavigating: AnyObject {
    func openTVSeasonDetailsDetails(id: Int)
}
