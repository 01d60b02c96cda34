/// The secret that signs every request to TMDb.
///
/// It never shows itself: printing, dumping or reflecting a credential names only its kind, so a
/// log line or an error message that mentions one cannot leak it.
public enum TMDbCredential: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// A read access token from TMDb's API settings page, sent as `Authorization: Bearer <token>`.
    case readAccessToken(String)
    /// An API key from TMDb's API settings page, sent as the query parameter `api_key`.
    case apiKey(String)

    /// Which kind of credential this is.
    public var kind: TMDbCredentialKind {
        switch self {
        case .readAccessToken: .readAccessToken
        case .apiKey: .apiKey
        }
    }

    /// The secret itself, for the one place that signs a request.
    var secret: String {
        switch self {
        case .readAccessToken(let token): token
        case .apiKey(let key): key
        }
    }

    public var description: String { kind.description }

    public var debugDescription: String { "TMDbCredential(\(kind.description))" }

    public var customMirror: Mirror { Mirror(self, children: ["kind": kind], displayStyle: .enum) }
}
