import IntelligenceDomain

/// What a conversation holds for the embedded answerer: the last question, which title it is about
/// (the title of its first details call, the fact sheet), and each tool call with its result.
struct ConversationFacts {
    let lastQuestion: String?
    let subject: TitleReference?
    let callCount: Int
    private let results: [(request: CatalogueToolRequest, content: String)]

    init(_ messages: [ChatMessage]) {
        var requests: [String: CatalogueToolRequest] = [:]
        var results: [(request: CatalogueToolRequest, content: String)] = []
        var subject: TitleReference?
        var callCount = 0
        for message in messages {
            for call in message.toolCalls {
                callCount += 1
                guard let request = try? CatalogueToolRequest(call) else { continue }
                requests[call.id] = request
                if subject == nil, case .titleDetails(let title) = request { subject = title }
            }
            if message.role == .tool, let id = message.toolCallID, let request = requests[id] {
                results.append((request, message.content))
            }
        }
        self.results = results
        self.subject = subject
        self.callCount = callCount
        lastQuestion = messages.last { $0.role == .user }?.content
    }

    /// The latest result of `request` in the conversation, or nil when it was never run.
    func content(for request: CatalogueToolRequest) -> String? {
        results.last { $0.request == request }?.content
    }
}
