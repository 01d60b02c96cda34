/// What every screen's view model offers the shell that runs it, so that one piece of the app can
/// run any screen: load it, draw its state, and follow its links.
@MainActor
public protocol ScreenModel: AnyObject {
    associatedtype Content: Sendable
    associatedtype Destination

    /// The one state the screen is in.
    var viewState: ViewState<Content> { get }
    /// The links the screen offers in its current state.
    var destinations: [Destination] { get }

    /// Moves to `.loading`, then to `.ready` or `.error`.
    func load() async
    /// Follows one link, through the screen's navigator.
    func open(_ destination: Destination)
}
