/// What went wrong on a screen, in words a user can act on.
///
/// `kind` lets the shell choose an exit code and a JSON error code without parsing the message;
/// `suggestion`, when present, says what to do next.
public struct ViewStateError: Error, Sendable, Equatable, Codable {
    /// The one vocabulary of failure, from the source to the exit code: every layer's error is
    /// mapped to exactly one of these.
    public enum Kind: String, Sendable, Equatable, Codable, CaseIterable {
        /// The thing asked for does not exist in the source that was asked.
        case notFound
        /// The request itself was wrong: a bad argument, an id or a page out of range.
        case invalidRequest
        /// The source refused the credentials it was given.
        case unauthorized
        /// The source could not be reached or read.
        case unavailable
        /// Anything else.
        case unexpected
    }

    public let kind: Kind
    public let message: String
    public let suggestion: String?

    public init(kind: Kind, message: String, suggestion: String? = nil) {
        self.kind = kind
        self.message = message
        self.suggestion = suggestion
    }
}
