/// What TMDb says in the body of a failed request: its own status code (7 for a bad credential,
/// 34 for something that does not exist, and so on) and a sentence about it.
public struct TMDbErrorBody: Sendable, Equatable, Decodable {
    /// TMDb's own code, not the HTTP status.
    public let statusCode: Int?
    /// TMDb's sentence about the failure.
    public let statusMessage: String?

    enum CodingKeys: String, CodingKey {
        case statusCode = "status_code"
        case statusMessage = "status_message"
    }

    public init(statusCode: Int?, statusMessage: String?) {
        self.statusCode = statusCode
        self.statusMessage = statusMessage
    }
}
