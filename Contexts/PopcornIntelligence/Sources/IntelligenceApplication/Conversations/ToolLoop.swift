import Foundation
import IntelligenceDomain

/// One exchange: the question goes to the model with the conversation and the tools; each tool it
/// calls is run and its result handed back, round after round, until it answers without calling
/// one. At most `maxRounds` requests are made.
struct ToolLoop: Sendable {
    static let maxRounds = 8

    let model: any ChatModel
    let toolbox: CatalogueToolbox
    let now: @Sendable () -> Date

    func exchange(
        _ question: String, in conversation: Conversation, onText: @escaping @Sendable (String) -> Void
    ) async throws(ReplyFailure) -> Reply {
        var conversation = conversation
        conversation.messages.append(.user(question))
        let instructions = ChatMessage.system(
            ConversationInstructions.text(aboutTitleNamed: conversation.titleName, kind: conversation.title.kind))
        var answer = ""
        var results: [ToolResult] = []
        for _ in 1...Self.maxRounds {
            var text = ""
            var calls: [ToolCall] = []
            var end = ChatEnd(reason: .stop)
            do {
                for try await event in model.reply(to: [instructions] + conversation.messages, tools: toolbox.definitions) {
                    switch event {
                    case .text(let piece):
                        text += piece
                        onText(piece)
                    case .toolCall(let call): calls.append(call)
                    case .end(let ending): end = ending
                    }
                }
            } catch {
                throw .model(error)
            }
            // A cancelled task ends the stream early, as if the reply were whole: it is not.
            guard !Task.isCancelled else { throw .cancelled }
            answer += text
            conversation.messages.append(.assistant(text, toolCalls: calls))
            guard !calls.isEmpty else {
                conversation.updatedAt = now()
                return Reply(answer: answer, toolResults: results, end: end, conversation: conversation)
            }
            for call in calls {
                let result = ToolResult(call: call, content: await toolbox.run(call))
                results.append(result)
                conversation.messages.append(.toolResult(result.content, for: call))
            }
        }
        throw .tooManyRounds(Self.maxRounds)
    }
}
