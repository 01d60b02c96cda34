/// One event of a streamed reply.
public enum ChatCompletionEvent: Sendable, Equatable {
    /// A piece of the text, as it arrived.
    case text(String)
    /// A whole tool call, its argument fragments joined; the calls come after the text, before the end.
    case toolCall(ChatCompletionToolCall)
    /// The end: why the reply ended ("stop", "tool_calls", … or nil) and what it cost, when the server said.
    case finished(reason: String?, usage: ChatCompletionUsage?)
}
