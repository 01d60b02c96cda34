/// One request the stand-in received, as it arrived: for tests to count, and to check what a
/// client sent (its credential, its language, its page).
public struct TMDbStandInRequest: Sendable, Equatable {
    /// "GET", most often.
    public let method: String
    /// The path as sent, without the query: "/3/movie/550".
    public let path: String
    /// The query's parameters, decoded; a name given twice keeps its last value.
    public let query: [String: String]
    /// The headers, by lower-case name ("authorization").
    public let headers: [String: String]

    public init(method: String, path: String, query: [String: String], headers: [String: String]) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// The value of header `name`, whatever its case.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// The token of an `Authorization: Bearer …` header, if the request has one.
    public var bearerToken: String? {
        guard let value = header("Authorization"), value.hasPrefix("Bearer ") else { return nil }
        return String(value.dropFirst("Bearer ".count))
    }
}
