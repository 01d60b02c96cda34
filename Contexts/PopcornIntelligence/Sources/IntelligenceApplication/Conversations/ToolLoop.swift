import Foundation
import IntelligenceDomain

/// One exchange: the question goes to the model with the conversation and the tools; each tool it
/// calls is run and its result handed back, round after round, until it answers without calling
/// one. At most `maxRounds` requests are made.
///
/// When the asking task is cancelled (Ctrl-C), the exchange ends there and comes back cut short:
/// the question, the rounds whose tools had all answered, and the text of the round under way as
/// the model's answer, marked `isCutShort`, with none of that round's calls (they have no result,
/// and a request holding a call without its result is refused by most servers).
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
                // A model stopped by the cancellation may say so as a failure of its own: it is none.
                guard Task.isCancelled else { throw .model(error) }
            }
            // A cancelled task ends the stream early, as if the reply were whole: it is not.
            guard !Task.isCancelled else {
                return cutShort(conversation, answer: answer + text, text: text, results: results, end: end)
            }
            answer += text
            conversation.messages.append(.assistant(text, toolCalls: calls))
            guard !calls.isEmpty else {
                conversation.updatedAt = now()
                return Reply(answer: answer, toolResults: results, end: end, conversation: conversation)
            }
            // Every call of the round is answered before the cancellation is looked at, so that no
            // call is kept without its result.
            for call in calls {
                let result = ToolResult(call: call, content: await toolbox.run(call))
                results.append(result)
                conversation.messages.append(.toolResult(result.content, for: call))
            }
            guard !Task.isCancelled else {
                return cutShort(conversation, answer: answer, text: "", results: results, end: end)
            }
        }
        throw .tooManyRounds(Self.maxRounds)
    }

    private func cutShort(_ conversation: Conversation, answer: String, text: String, results: [ToolResult], end: ChatEnd) -> Reply {
        var conversation = conversation
        conversation.messages.append(.cutShortAssistant(text))
        conversation.updatedAt = now()
        return Reply(answer: answer, toolResults: results, end: end, conversation: conversation, isCutShort: true)
    }
}
