/// Where the screen's links lead; the app decides what following one means.
@MainActor
public protocol PersonDetailsNavigating: AnyObject {
    func openPersonDetailsDetails(id: Int)
}
