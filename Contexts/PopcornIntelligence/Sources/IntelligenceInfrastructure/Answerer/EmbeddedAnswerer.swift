import IntelligenceDomain

/// The chat model used when no model is configured: it needs no network and holds no provider.
/// Like any model it sees only the messages and the tools; it learns facts only by asking for
/// tools, which the use cases run, and answers only from their results in the conversation, for
/// the questions people ask about a title (see `QuestionReader`). Anything else it declines in one
/// sentence. The same conversation always gets the same reply.
///
/// It lives in Infrastructure because it fills a Domain port (`ChatModel`) with no vendor behind
/// it, as the stores over Platform do; it reads the tool results through the Domain's tool
/// vocabulary (`CatalogueToolRequest`, the result sheets) and never the Application's use cases.
struct EmbeddedAnswerer: ChatModel {
    /// Said when the conversation names no title to answer about (it did not open with a fact sheet).
    static let noTitle = "The catalogue can answer questions about a film or a series once a conversation is about one."

    func reply(to messages: [ChatMessage], tools: [ToolDefinition]) -> ChatEventStream {
        let facts = ConversationFacts(messages)
        switch step(facts) {
        case .ask(let request):
            let call = request.call(id: "call-\(facts.callCount + 1)")
            return ChatEventStream(events: [.toolCall(call), .end(ChatEnd(reason: .toolCalls))])
        case .say(let answer):
            return ChatEventStream(events: Self.pieces(of: answer).map(ChatEvent.text) + [.end(ChatEnd(reason: .stop))])
        }
    }

    private func step(_ facts: ConversationFacts) -> AnswerStep {
        guard let question = facts.lastQuestion else { return .say(AnswerWriter.decline) }
        guard let subject = facts.subject else { return .say(Self.noTitle) }
        let details = CatalogueToolRequest.titleDetails(subject)
        guard let content = facts.content(for: details) else { return .ask(details) }
        guard let sheet = ToolResultCoding.decode(TitleFactSheet.self, from: content) else {
            return .say(ToolResultCoding.decode(ToolFailureSheet.self, from: content)?.error ?? Self.noTitle)
        }
        return AnswerWriter(facts: facts, subject: subject, sheet: sheet).step(for: QuestionReader().read(question))
    }

    /// The answer in pieces of a word each (with the space before it), as a streamed reply arrives.
    private static func pieces(of answer: String) -> [String] {
        var pieces: [String] = []
        for word in answer.split(separator: " ", omittingEmptySubsequences: false) {
            pieces.append(pieces.isEmpty ? String(word) : " " + word)
        }
        return pieces
    }
}
