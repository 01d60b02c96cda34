/// Which of TMDb's two ways of signing in a credential uses, without the secret itself: safe to
/// print, to log and to carry in an error.
public enum TMDbCredentialKind: String, Sendable, Equatable, Hashable, CaseIterable, CustomStringConvertible {
    /// A version 4 read access token, sent as `Authorization: Bearer …`.
    case readAccessToken
    /// A version 3 API key, sent as the `api_key` query parameter.
    case apiKey

    public var description: String {
        switch self {
        case .readAccessToken: "read access token"
        case .apiKey: "API key"
        }
    }
}
