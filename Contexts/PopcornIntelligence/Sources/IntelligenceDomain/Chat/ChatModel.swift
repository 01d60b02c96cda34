/// A model that replies in a conversation: given the messages so far and the tools it may call,
/// it streams its reply. It knows nothing of the catalogue: it gets facts only by calling tools,
/// which the use cases run and hand back as messages. Filled by an OpenAI-compatible client, or
/// by the embedded answerer when no model is configured.
public protocol ChatModel: Sendable {
    func reply(to messages: [ChatMessage], tools: [ToolDefinition]) -> ChatEventStream
}
