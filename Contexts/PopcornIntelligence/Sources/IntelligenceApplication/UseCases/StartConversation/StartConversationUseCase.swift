public import IntelligenceDomain

/// Begins a conversation about a film or a series, opened with the title's fact sheet, and keeps it.
public protocol StartConversationUseCase: Sendable {
    func execute(about title: TitleReference) async throws(StartConversationError) -> Conversation
}
