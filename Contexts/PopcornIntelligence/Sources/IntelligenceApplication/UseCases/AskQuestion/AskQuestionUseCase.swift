public import IntelligenceDomain

/// Asks one question about a title: a conversation of one turn, opened with the title's fact sheet,
/// and kept and listed like any other unless `keep` is false.
public protocol AskQuestionUseCase: Sendable {
    func execute(
        _ question: String, about title: TitleReference, keep: Bool, onText: @escaping @Sendable (String) -> Void
    ) async throws(AskQuestionError) -> Reply
}

extension AskQuestionUseCase {
    public func execute(_ question: String, about title: TitleReference, keep: Bool = true) async throws(AskQuestionError) -> Reply {
        try await execute(question, about: title, keep: keep, onText: { _ in })
    }
}
