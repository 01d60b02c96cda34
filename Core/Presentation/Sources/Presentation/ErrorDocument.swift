/// How an error reads in JSON: `{"error": {"code": "notFound", "message": "…", "suggestion": "…"}}`.
public struct ErrorDocument: Encodable, Sendable, Equatable {
    public struct Body: Encodable, Sendable, Equatable {
        public let code: String
        public let message: String
        /// `null` when there is nothing to suggest: the key is always there.
        public let suggestion: String?

        private enum CodingKeys: String, CodingKey {
            case code, message, suggestion
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(code, forKey: .code)
            try container.encode(message, forKey: .message)
            try container.encode(suggestion, forKey: .suggestion)
        }
    }

    public let error: Body

    public init(code: String, message: String, suggestion: String? = nil) {
        error = Body(code: code, message: message, suggestion: suggestion)
    }

    public init(_ error: ViewStateError) {
        self.init(code: error.kind.rawValue, message: error.message, suggestion: error.suggestion)
    }
}
