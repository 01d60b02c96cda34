import IntelligenceDomain

/// The model composed when the configured one cannot be used (a base URL that is no http(s)
/// address): every reply fails at once with the reason, so that nothing is sent anywhere and the
/// embedded answerer does not answer in the configured model's place. `ask` and `chat` stop before
/// they reach it (CommandSession); it is there for what asks the model later, such as the
/// browser's chat screen.
struct UnusableChatModel: ChatModel {
    let reason: String

    func reply(to messages: [ChatMessage], tools: [ToolDefinition]) -> ChatEventStream {
        ChatEventStream(events: [], failure: .unavailable(reason))
    }
}
