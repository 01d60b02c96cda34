/// How a warning reads in JSON on standard error: `{"warning": {"message": "…"}}`.
public struct WarningDocument: Encodable, Sendable, Equatable {
    public struct Body: Encodable, Sendable, Equatable {
        public let message: String
    }

    public let warning: Body

    public init(message: String) {
        warning = Body(message: message)
    }
}
