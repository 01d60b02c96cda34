/// The credentials the stand-in accepts. A request that carries neither answers 401 with TMDb's
/// status code 7, as TMDb does.
public struct TMDbStandInCredentials: Sendable, Equatable {
    /// Accepted in `Authorization: Bearer <token>`.
    public var readAccessToken: String
    /// Accepted as the query parameter `api_key`.
    public var apiKey: String

    public init(readAccessToken: String = Self.defaultReadAccessToken, apiKey: String = Self.defaultAPIKey) {
        self.readAccessToken = readAccessToken
        self.apiKey = apiKey
    }

    public static let defaultReadAccessToken = "stand-in-read-access-token"
    public static let defaultAPIKey = "stand-in-api-key"

    /// Whether `request` is signed with one of these credentials.
    func accept(_ request: TMDbStandInRequest) -> Bool {
        request.bearerToken == readAccessToken || request.query["api_key"] == apiKey
    }
}
