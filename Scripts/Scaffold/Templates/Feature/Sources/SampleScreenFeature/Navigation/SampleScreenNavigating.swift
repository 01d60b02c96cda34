/// Where the screen's links lead; the app decides what following one means.
@MainActor
public protocol SampleScreenNavigating: AnyObject {
    func openSampleScreenDetails(id: Int)
}
