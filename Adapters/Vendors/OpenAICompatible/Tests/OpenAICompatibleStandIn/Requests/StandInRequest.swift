public import Foundation

/// A request as the stand-in received it.
public struct StandInRequest: Sendable, Equatable {
    public let method: String
    /// The path, "/v1/chat/completions".
    public let path: String
    /// By lower-case name.
    public let headers: [String: String]
    public let body: Data

    public init(method: String, path: String, headers: [String: String], body: Data) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
    }

    /// The body as text.
    public var bodyText: String { String(decoding: body, as: UTF8.self) }
}
