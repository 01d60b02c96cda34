public import Presentation

/// What the chat needs from the app: the conversation about a title (the one kept, or a new one),
/// and an answer to a message, its pieces handed to `onText` as they arrive.
public struct ChatDependencies: Sendable {
    /// Opens the conversation about a title, with the exchanges it holds so far.
    public typealias Open = @Sendable (_ title: ChatTitle) async throws(ViewStateError) -> ChatTranscript
    /// Sends a message in the conversation with this id and returns the answer once it has ended
    /// (`.complete`), handing each piece to `onText` on the way. A cancelled task stops the reply,
    /// which then returns what had arrived (`.cutShort`), or throws.
    public typealias Send =
        @Sendable (_ message: String, _ conversationID: String, _ onText: @escaping @Sendable (String) -> Void) async throws(ViewStateError)
        -> ChatAnswer

    public var open: Open
    public var send: Send

    public init(open: @escaping Open, send: @escaping Send) {
        self.open = open
        self.send = send
    }
}
