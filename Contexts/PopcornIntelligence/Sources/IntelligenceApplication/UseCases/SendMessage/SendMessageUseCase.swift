public import IntelligenceDomain

/// Sends a message in a kept conversation and answers it: the model may call tools, which are run
/// through the providers, for at most eight rounds. Each piece of the answer is handed to `onText`
/// as it arrives; the exchange is kept once the reply has ended.
public protocol SendMessageUseCase: Sendable {
    func execute(
        _ message: String, to conversation: ConversationID, onText: @escaping @Sendable (String) -> Void
    ) async throws(SendMessageError) -> Reply
}

extension SendMessageUseCase {
    public func execute(_ message: String, to conversation: ConversationID) async throws(SendMessageError) -> Reply {
        try await execute(message, to: conversation, onText: { _ in })
    }
}
