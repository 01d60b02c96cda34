import IntelligenceDomain
import Presentation

/// `popcorn ask --json`: the answer, what it was about, the tools called for it with their
/// results, and the conversation it was kept in (`null` with `--no-save`).
struct AskDocument: JSONRecord {
    let answer: String
    let kind: String
    let titleId: Int
    let titleName: String
    let conversationId: String?
    let toolCalls: [ToolCallDocument]
    let finishReason: String

    init(_ reply: Reply, kept: Bool) {
        answer = reply.answer
        kind = reply.conversation.title.kind.rawValue
        titleId = reply.conversation.title.id
        titleName = reply.conversation.titleName
        conversationId = kept ? reply.conversation.id.rawValue : nil
        toolCalls = reply.toolResults.map(ToolCallDocument.init)
        finishReason =
            switch reply.end.reason {
            case .stop: "stop"
            case .toolCalls: "toolCalls"
            case .length: "length"
            case .other(let reason): reason
            }
    }
}
