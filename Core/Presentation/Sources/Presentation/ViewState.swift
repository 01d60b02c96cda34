/// The one state a screen's view model exposes, from before it has asked for anything to its outcome.
///
/// A renderer draws each case; it never decides anything itself.
public enum ViewState<Content: Sendable>: Sendable {
    case initial
    case loading
    case ready(Content)
    case error(ViewStateError)

    /// The content when the state is `.ready`.
    public var content: Content? {
        if case .ready(let content) = self { return content }
        return nil
    }

    /// The error when the state is `.error`.
    public var error: ViewStateError? {
        if case .error(let error) = self { return error }
        return nil
    }
}

extension ViewState: Equatable where Content: Equatable {}
