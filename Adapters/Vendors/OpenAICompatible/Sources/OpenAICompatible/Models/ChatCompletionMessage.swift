/// One message of a conversation as the chat completions API writes it.
public struct ChatCompletionMessage: Sendable, Equatable, Codable {
    public var role: ChatCompletionRole
    /// The text; nil for an assistant's message that only calls tools.
    public var content: String?
    /// The tools an assistant's message calls.
    public var toolCalls: [ChatCompletionToolCall]
    /// For a `tool` message: the id of the call it answers.
    public var toolCallID: String?

    public init(role: ChatCompletionRole, content: String?, toolCalls: [ChatCompletionToolCall] = [], toolCallID: String? = nil) {
        self.role = role
        self.content = content
        self.toolCalls = toolCalls
        self.toolCallID = toolCallID
    }

    public static func system(_ text: String) -> ChatCompletionMessage { ChatCompletionMessage(role: .system, content: text) }
    public static func user(_ text: String) -> ChatCompletionMessage { ChatCompletionMessage(role: .user, content: text) }

    /// A tool's result, answering the call `id`.
    public static func toolResult(_ text: String, forCall id: String) -> ChatCompletionMessage {
        ChatCompletionMessage(role: .tool, content: text, toolCallID: id)
    }

    private enum CodingKeys: String, CodingKey {
        case role, content
        case toolCalls = "tool_calls"
        case toolCallID = "tool_call_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        role = try container.decode(ChatCompletionRole.self, forKey: .role)
        content = try container.decodeIfPresent(String.self, forKey: .content)
        toolCalls = try container.decodeIfPresent([ChatCompletionToolCall].self, forKey: .toolCalls) ?? []
        toolCallID = try container.decodeIfPresent(String.self, forKey: .toolCallID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(role, forKey: .role)
        // An assistant's message that only calls tools sends `"content": null`, as OpenAI documents.
        try container.encode(content, forKey: .content)
        if !toolCalls.isEmpty { try container.encode(toolCalls, forKey: .toolCalls) }
        try container.encodeIfPresent(toolCallID, forKey: .toolCallID)
    }
}
