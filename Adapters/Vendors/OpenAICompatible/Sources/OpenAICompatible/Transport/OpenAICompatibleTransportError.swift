/// Why a transport brought back no answer, or only part of a body.
///
/// The client turns these into ``OpenAICompatibleError``s, and blanks out the key from a reason
/// should a transport ever quote it.
public enum OpenAICompatibleTransportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nobody listens at the address: the connection was refused.
    case connectionRefused
    /// Time ran out, connecting or waiting for the server to say more.
    case timedOut(OpenAICompatibleWait)
    /// Nothing came back for another reason (the host name did not resolve, the connection was
    /// lost, no secure connection could be made); `reason` says which, in words for a person.
    case unreachable(reason: String)
    /// The task that awaited the answer was cancelled, and so was the exchange.
    case cancelled

    public var description: String {
        switch self {
        case .connectionRefused: "the connection was refused"
        case .timedOut(let wait): "time ran out \(wait)"
        case .unreachable(let reason): "no answer: \(reason)"
        case .cancelled: "the exchange was cancelled"
        }
    }
}
