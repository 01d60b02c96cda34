/// How an error reads in JSON: `{"error": {"code": "notFound", "message": "…", "suggestion": "…"}}`.
public struct ErrorDocument: Encodable, Sendable, Equatable {
    public struct Body: JSONRecord, Sendable, Equatable {
        public let code: String
        public let message: String
        /// `null` when there is nothing to suggest: the key is always there.
        public let suggestion: String?
    }

    public let error: Body

    public init(code: String, message: String, suggestion: String? = nil) {
        error = Body(code: code, message: message, suggestion: suggestion)
    }

    public init(_ error: ViewStateError) {
        self.init(code: error.kind.rawValue, message: error.message, suggestion: error.suggestion)
    }
}
