/// What a ``OpenAICompatibleTransport`` brought back: the status and headers at once, and the body
/// as it arrives.
public struct OpenAICompatibleHTTPResponse: Sendable {
    /// The HTTP status, such as 200, 401 or 429.
    public var status: Int
    /// The headers, by lower-case name; a header sent more than once holds its values joined by ", ".
    public var headers: [String: String]
    /// The body, in the chunks it arrives in.
    public var body: OpenAICompatibleResponseBody

    /// An answer with `headers` given under any case: names are lower-cased, and values given
    /// under names that differ only in case are joined by ", ".
    public init(status: Int, headers: [String: String] = [:], body: OpenAICompatibleResponseBody) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { "\($0), \($1)" })
        self.body = body
    }

    /// The value of header `name`, whatever its case.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
