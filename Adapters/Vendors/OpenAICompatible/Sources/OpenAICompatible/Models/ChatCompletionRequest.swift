/// What to ask: the model, the conversation so far and the tools it may call. The client adds
/// `stream` as the call asks.
public struct ChatCompletionRequest: Sendable, Equatable {
    public var model: String
    public var messages: [ChatCompletionMessage]
    /// Sent as `tools` when not empty; left out of the body when empty.
    public var tools: [ChatCompletionTool]
    public var temperature: Double?
    /// Whether a streamed request asks for the token usage at its end (`"stream_options":
    /// {"include_usage": true}`): OpenAI and Ollama send it only when asked. Off for a server that
    /// refuses the option.
    public var asksForStreamedUsage: Bool

    public init(
        model: String, messages: [ChatCompletionMessage], tools: [ChatCompletionTool] = [], temperature: Double? = nil,
        asksForStreamedUsage: Bool = true
    ) {
        self.model = model
        self.messages = messages
        self.tools = tools
        self.temperature = temperature
        self.asksForStreamedUsage = asksForStreamedUsage
    }

    /// The same request without tools: what to send after ``OpenAICompatibleError/toolsUnsupported(status:message:)``.
    public func withoutTools() -> ChatCompletionRequest {
        var request = self
        request.tools = []
        return request
    }
}
