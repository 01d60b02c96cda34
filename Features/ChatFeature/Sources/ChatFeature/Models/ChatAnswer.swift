public import Presentation

/// Where the answer to one question stands: arriving piece by piece, whole, stopped before it
/// ended (with what had arrived), or failed (with what had arrived, and why).
public enum ChatAnswer: Sendable, Equatable {
    case arriving(String)
    case complete(String)
    case cutShort(String)
    case failed(String, ViewStateError)

    /// The answer's text as far as it has come.
    public var text: String {
        switch self {
        case .arriving(let text), .complete(let text), .cutShort(let text), .failed(let text, _): text
        }
    }

    /// Its state in a JSON document: "arriving", "complete", "cutShort" or "failed".
    public var state: String {
        switch self {
        case .arriving: "arriving"
        case .complete: "complete"
        case .cutShort: "cutShort"
        case .failed: "failed"
        }
    }
}
