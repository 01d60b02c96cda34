/// Why a chat completion failed, in words that never hold the API key.
///
/// Each case says what a caller can do about it: ask again without tools, check the key, try
/// later, check the address. Messages quoted from a server have the key blanked out.
public enum OpenAICompatibleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server refused the request's `tools` (llama.cpp's 500 "Unsupported param: tools",
    /// Ollama's 400 "… does not support tools"): ask again without them
    /// (``ChatCompletionRequest/withoutTools()``).
    case toolsUnsupported(status: Int, message: String)
    /// The server refused the API key, or its absence (401 or 403).
    case authenticationRejected(status: Int)
    /// The server asked to slow down (429), and asked again after the one retry.
    case rateLimited
    /// No connection could be made to `origin` within `after`.
    case connectTimedOut(origin: String, after: Duration)
    /// The server at `origin` said nothing for `after`, before its answer or within it.
    case silence(origin: String, after: Duration)
    /// Nobody listens at `origin`.
    case connectionRefused(origin: String)
    /// `origin` could not be reached for another reason, in words for a person.
    case unreachable(origin: String, reason: String)
    /// The server sent the request on to `target`, another origin than the base URL's, or
    /// redirected it too often; it was not followed, so that the key goes nowhere else.
    case redirectRefused(target: String)
    /// The answer is not what the API documents: `reason` says what was wrong.
    case malformedReply(reason: String)
    /// Any other refusal, with the server's message when it gave one (status 200 for an error
    /// sent in the middle of a streamed reply).
    case server(status: Int, message: String?)
    /// The request could not be written as JSON (a number that JSON cannot hold, such as NaN).
    case invalidRequest(reason: String)
    /// The task that awaited the reply was cancelled.
    case cancelled

    public var description: String {
        switch self {
        case .toolsUnsupported(let status, let message):
            "the server does not take tools (HTTP \(status): \(message)); ask again without them"
        case .authenticationRejected(let status):
            "the server refused the API key (HTTP \(status)); check the key configured for it"
        case .rateLimited:
            "the server is asking for fewer requests (HTTP 429), again after a retry; try again later"
        case .connectTimedOut(let origin, let after):
            "no connection to \(origin) within \(Self.seconds(after))"
        case .silence(let origin, let after):
            "\(origin) said nothing for \(Self.seconds(after))"
        case .connectionRefused(let origin):
            "the connection to \(origin) was refused; is the server running?"
        case .unreachable(let origin, let reason):
            "\(origin) could not be reached: \(reason)"
        case .redirectRefused(let target):
            "the server redirected the request to \(target); not followed, so that the key goes only to the base URL"
        case .malformedReply(let reason):
            "the server's reply is not a chat completion: \(reason)"
        case .server(let status, let message):
            message.map { "the server answered HTTP \(status): \($0)" } ?? "the server answered HTTP \(status)"
        case .invalidRequest(let reason):
            "the request could not be written: \(reason)"
        case .cancelled:
            "the request was cancelled"
        }
    }

    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) + Double(attoseconds) / 1e18
        return value.rounded() == value ? "\(Int(value)) s" : "\(value) s"
    }
}
