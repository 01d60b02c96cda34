public import IntelligenceDomain

/// A hand-written `ChatModel` whose reply begins and never ends, as a model still writing when
/// the person stops it: it sends `piece` and then waits until its reader goes away.
public struct EndlessChatModel: ChatModel {
    public let piece: String

    public init(piece: String) {
        self.piece = piece
    }

    public func reply(to messages: [ChatMessage], tools: [ToolDefinition]) -> ChatEventStream {
        ChatEventStream { continuation in continuation.yield(.text(piece)) }
    }
}
