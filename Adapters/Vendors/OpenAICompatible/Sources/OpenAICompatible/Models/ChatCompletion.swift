/// A whole reply, not streamed: the first choice's message, why it ended and what it cost.
public struct ChatCompletion: Sendable, Equatable {
    /// The text; nil when the model only called tools.
    public var content: String?
    public var toolCalls: [ChatCompletionToolCall]
    /// "stop", "length", "tool_calls", … as the server wrote it; nil when it wrote none.
    public var finishReason: String?
    public var usage: ChatCompletionUsage?

    public init(content: String?, toolCalls: [ChatCompletionToolCall] = [], finishReason: String?, usage: ChatCompletionUsage? = nil) {
        self.content = content
        self.toolCalls = toolCalls
        self.finishReason = finishReason
        self.usage = usage
    }
}
