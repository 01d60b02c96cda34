/// Why a chat model could not reply; each reason is for people, and never holds a secret.
public enum ChatModelError: Error, Sendable, Equatable {
    /// The model's server refused the credentials; the reason names the setting to check.
    case unauthorized(String)
    /// The model could not be reached, or stopped answering.
    case unavailable(String)
    /// The model answered something that is not a reply.
    case malformedReply(String)
}
