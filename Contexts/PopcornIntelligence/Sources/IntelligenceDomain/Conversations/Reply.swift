/// What one message brought back: the model's answer, the tools it called on the way with their
/// results, how it ended, and the conversation with the exchange in it. A reply stopped before it
/// ended (`isCutShort`) holds what had arrived, and its conversation keeps it so marked.
public struct Reply: Sendable, Equatable {
    public let answer: String
    public let toolResults: [ToolResult]
    public let end: ChatEnd
    public let conversation: Conversation
    public let isCutShort: Bool

    public init(answer: String, toolResults: [ToolResult], end: ChatEnd, conversation: Conversation, isCutShort: Bool = false) {
        self.answer = answer
        self.toolResults = toolResults
        self.end = end
        self.conversation = conversation
        self.isCutShort = isCutShort
    }
}
