/// Who speaks in a message of the chat completions API.
public enum ChatCompletionRole: String, Sendable, Equatable, Codable {
    case system
    case user
    case assistant
    /// The result of a tool call, answering the assistant's call of the same id.
    case tool
}
