/// One message of a conversation as a chat model reads it. A model's message may ask for tools
/// (`toolCalls`); a tool's message answers one of those calls (`toolCallID`).
public struct ChatMessage: Sendable, Equatable, Codable {
    public let role: ChatRole
    public let content: String
    public let toolCalls: [ToolCall]
    public let toolCallID: String?

    public init(role: ChatRole, content: String, toolCalls: [ToolCall] = [], toolCallID: String? = nil) {
        self.role = role
        self.content = content
        self.toolCalls = toolCalls
        self.toolCallID = toolCallID
    }

    public static func system(_ content: String) -> ChatMessage { ChatMessage(role: .system, content: content) }
    public static func user(_ content: String) -> ChatMessage { ChatMessage(role: .user, content: content) }

    public static func assistant(_ content: String, toolCalls: [ToolCall] = []) -> ChatMessage {
        ChatMessage(role: .assistant, content: content, toolCalls: toolCalls)
    }

    public static func toolResult(_ content: String, for call: ToolCall) -> ChatMessage {
        ChatMessage(role: .tool, content: content, toolCallID: call.id)
    }
}
