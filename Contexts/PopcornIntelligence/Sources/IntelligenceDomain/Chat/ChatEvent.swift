/// What a chat model's reply is made of, as it arrives: a piece of text, a call for a tool, and
/// last the end.
public enum ChatEvent: Sendable, Equatable {
    case text(String)
    case toolCall(ToolCall)
    case end(ChatEnd)
}
