public import IntelligenceDomain

/// Begins a conversation about a film or a series, opened with the title's fact sheet, and keeps
/// it unless `keep` is false: a chat that has not sent its first message yet keeps nothing, and
/// the first exchange sent in the conversation (`SendMessageUseCase.execute(_:in:onText:)`) keeps it.
public protocol StartConversationUseCase: Sendable {
    func execute(about title: TitleReference, keep: Bool) async throws(StartConversationError) -> Conversation
}

extension StartConversationUseCase {
    public func execute(about title: TitleReference) async throws(StartConversationError) -> Conversation {
        try await execute(about: title, keep: true)
    }
}
