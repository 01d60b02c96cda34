import ChatFeature
import IntelligenceDomain
import Presentation

/// An Intelligence `Conversation` as the chat screen's transcript: each question and the answer
/// that ended its exchange (the model's last message, which asks for no tool); the fact sheet,
/// the tool calls and their results are left out.
struct ChatTranscriptMapper {
    func map(_ conversation: Conversation) -> ChatTranscript {
        var exchanges: [ChatExchange] = []
        for message in conversation.messages {
            switch message.role {
            case .user:
                exchanges.append(ChatExchange(question: message.content, answer: .complete("")))
            case .assistant where message.toolCalls.isEmpty && !exchanges.isEmpty:
                let answer: ChatAnswer = message.isCutShort ? .cutShort(message.content) : .complete(message.content)
                exchanges[exchanges.count - 1] = ChatExchange(question: exchanges[exchanges.count - 1].question, answer: answer)
            default:
                continue
            }
        }
        return ChatTranscript(
            conversationID: conversation.id.rawValue,
            title: ChatTitle(kind: conversation.title.kind == .tv ? .tv : .movie, id: conversation.title.id),
            titleName: conversation.titleName, exchanges: exchanges)
    }
}
