/// Who speaks a message: the instructions, the person asking, the model, or a tool's result.
public enum ChatRole: String, Sendable, Hashable, Codable {
    case system
    case user
    case assistant
    case tool
}
