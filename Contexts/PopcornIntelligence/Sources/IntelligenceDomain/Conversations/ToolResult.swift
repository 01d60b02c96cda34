/// A tool call and what the tool answered, as the model was handed it.
public struct ToolResult: Sendable, Equatable {
    public let call: ToolCall
    public let content: String

    public init(call: ToolCall, content: String) {
        self.call = call
        self.content = content
    }
}
