import Foundation

/// Why a request to TMDb gave no answer. Every endpoint of ``TMDbClient`` throws this and nothing
/// else. No case carries the credential, and paths and reasons never hold the `api_key` parameter.
public enum TMDbError: Error, Sendable, Equatable, CustomStringConvertible {
    /// TMDb refused the credential (HTTP 401); the case says which kind was sent, never its value.
    case unauthorized(credentialKind: TMDbCredentialKind)
    /// TMDb has nothing at this path (HTTP 404): an id it does not know, most often.
    case notFound(path: String)
    /// TMDb kept answering 429 (too many requests) until the retry policy's attempts ran out.
    case rateLimited
    /// TMDb answered with another failing status; `message` is its error body, when it sent one.
    case server(status: Int, message: TMDbErrorBody?)
    /// No answer came: the connection was refused, the name did not resolve, or time ran out.
    case unreachable(reason: String)
    /// An answer came but was not what TMDb documents for this path.
    case undecodable(path: String, reason: String)
    /// The task that asked was cancelled, and so was its request.
    case cancelled

    public var description: String {
        switch self {
        case .unauthorized(let kind):
            "TMDb refused the \(kind) (HTTP 401)"
        case .notFound(let path):
            "TMDb has nothing at \(path) (HTTP 404)"
        case .rateLimited:
            "TMDb is limiting the rate of requests (HTTP 429), and kept doing so through every retry"
        case .server(let status, let message):
            if let text = message?.statusMessage {
                "TMDb failed with HTTP \(status): \(text)"
            } else {
                "TMDb failed with HTTP \(status)"
            }
        case .unreachable(let reason):
            "TMDb could not be reached: \(reason)"
        case .undecodable(let path, let reason):
            "TMDb's answer for \(path) could not be read: \(reason)"
        case .cancelled:
            "the request to TMDb was cancelled"
        }
    }

    /// The same failure with every occurrence of `secret` in its words blanked out, for the rare
    /// reason text that comes from elsewhere (a system error, a decoder) and might quote it.
    func redacting(_ secret: String) -> TMDbError {
        guard !secret.isEmpty else { return self }
        func clean(_ text: String) -> String { text.replacingOccurrences(of: secret, with: "<redacted>") }
        switch self {
        case .notFound(let path): return .notFound(path: clean(path))
        case .unreachable(let reason): return .unreachable(reason: clean(reason))
        case .undecodable(let path, let reason): return .undecodable(path: clean(path), reason: clean(reason))
        case .server(let status, let message):
            guard let message else { return self }
            return .server(
                status: status, message: TMDbErrorBody(statusCode: message.statusCode, statusMessage: message.statusMessage.map(clean)))
        case .unauthorized, .rateLimited, .cancelled: return self
        }
    }
}
