/// Why a transport brought back no answer at all.
///
/// The client turns these into ``TMDbError/unreachable(reason:)`` and ``TMDbError/cancelled``, and
/// blanks out its credential from the reason should a transport ever quote it.
public enum TMDbTransportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing came back: the connection was refused or lost, the host name did not resolve, no
    /// secure connection could be made, or time ran out. `reason` says which, in words for a person.
    case unreachable(reason: String)
    /// The task that awaited the answer was cancelled, and so was the exchange.
    case cancelled

    public var description: String {
        switch self {
        case .unreachable(let reason): "no answer: \(reason)"
        case .cancelled: "the exchange was cancelled"
        }
    }
}
