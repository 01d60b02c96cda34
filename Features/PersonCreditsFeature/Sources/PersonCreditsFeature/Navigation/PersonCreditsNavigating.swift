/// Where the screen's links lead; the app decides what following one means.
@MainActor
public protocol PersonCreditsNavigating: AnyObject {
    func openPersonCreditsDetails(id: Int)
}
