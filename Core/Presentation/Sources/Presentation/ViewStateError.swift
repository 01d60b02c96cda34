/// What went wrong on a screen, in words a user can act on.
///
/// `kind` lets the shell choose an exit code and a JSON error code without parsing the message;
/// `suggestion`, when present, says what to do next.
public struct ViewStateError: Error, Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Equatable, Codable, CaseIterable {
        /// The thing asked for does not exist in the source that was asked.
        case notFound
        /// The request itself was wrong (an id out of range, a page that cannot exist).
        case invalidInput
        /// The source could not answer (unreachable, unreadable, refused the credentials).
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
