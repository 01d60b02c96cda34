public import IntelligenceDomain

/// Sends a message in a conversation and answers it: the model may call tools, which are run
/// through the providers, for at most eight rounds. Each piece of the answer is handed to `onText`
/// as it arrives; the exchange is kept, with the conversation, once the reply has ended, or, cut
/// short, once the asking task is cancelled.
public protocol SendMessageUseCase: Sendable {
    /// In the conversation kept under that id.
    func execute(
        _ message: String, to conversation: ConversationID, onText: @escaping @Sendable (String) -> Void
    ) async throws(SendMessageError) -> Reply

    /// In `conversation` as the caller holds it (a chat carrying on, or one begun and not kept
    /// yet); it is kept with the exchange in it, replacing what was kept under its id.
    func execute(
        _ message: String, in conversation: Conversation, onText: @escaping @Sendable (String) -> Void
    ) async throws(SendMessageError) -> Reply
}

extension SendMessageUseCase {
    public func execute(_ message: String, to conversation: ConversationID) async throws(SendMessageError) -> Reply {
        try await execute(message, to: conversation, onText: { _ in })
    }
}
