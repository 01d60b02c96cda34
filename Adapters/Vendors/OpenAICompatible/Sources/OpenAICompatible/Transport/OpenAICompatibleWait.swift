/// The two waits of an exchange that a timeout bounds.
public enum OpenAICompatibleWait: Sendable, Equatable, CustomStringConvertible {
    /// Making the connection (``OpenAICompatibleHTTPRequest/connectTimeout``).
    case connecting
    /// The server's silence, before its answer starts or between two chunks of it
    /// (``OpenAICompatibleHTTPRequest/idleTimeout``).
    case silence

    public var description: String {
        switch self {
        case .connecting: "connecting"
        case .silence: "waiting for the server to say more"
        }
    }
}
