/// One message of a conversation as a chat model reads it. A model's message may ask for tools
/// (`toolCalls`); a tool's message answers one of those calls (`toolCallID`). A model's answer that
/// was stopped before it ended (Ctrl-C) is kept with what had arrived and `isCutShort`; it goes
/// back to the model as the text it is.
public struct ChatMessage: Sendable, Equatable, Codable {
    public let role: ChatRole
    public let content: String
    public let toolCalls: [ToolCall]
    public let toolCallID: String?
    public let isCutShort: Bool

    public init(role: ChatRole, content: String, toolCalls: [ToolCall] = [], toolCallID: String? = nil, isCutShort: Bool = false) {
        self.role = role
        self.content = content
        self.toolCalls = toolCalls
        self.toolCallID = toolCallID
        self.isCutShort = isCutShort
    }

    public static func system(_ content: String) -> ChatMessage { ChatMessage(role: .system, content: content) }
    public static func user(_ content: String) -> ChatMessage { ChatMessage(role: .user, content: content) }

    public static func assistant(_ content: String, toolCalls: [ToolCall] = []) -> ChatMessage {
        ChatMessage(role: .assistant, content: content, toolCalls: toolCalls)
    }

    /// The model's answer as far as it had come when it was stopped; it asks for no tool, since
    /// none of a stopped round's calls has its result.
    public static func cutShortAssistant(_ content: String) -> ChatMessage {
        ChatMessage(role: .assistant, content: content, isCutShort: true)
    }

    public static func toolResult(_ content: String, for call: ToolCall) -> ChatMessage {
        ChatMessage(role: .tool, content: content, toolCallID: call.id)
    }

    private enum CodingKeys: String, CodingKey {
        case role, content, toolCalls, toolCallID, isCutShort
    }

    // Conversations kept before a message could be cut short hold no `isCutShort`: they read as whole.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        role = try container.decode(ChatRole.self, forKey: .role)
        content = try container.decode(String.self, forKey: .content)
        toolCalls = try container.decode([ToolCall].self, forKey: .toolCalls)
        toolCallID = try container.decodeIfPresent(String.self, forKey: .toolCallID)
        isCutShort = try container.decodeIfPresent(Bool.self, forKey: .isCutShort) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(role, forKey: .role)
        try container.encode(content, forKey: .content)
        try container.encode(toolCalls, forKey: .toolCalls)
        try container.encodeIfPresent(toolCallID, forKey: .toolCallID)
        if isCutShort { try container.encode(true, forKey: .isCutShort) }
    }
}
