public import Foundation

/// A conversation about one title: every message in order, the model's tool calls and the tools'
/// results among them. The instructions are not kept: they are the use cases', and added to each
/// request, so that a conversation kept before they change is read with the new ones.
public struct Conversation: Sendable, Equatable, Codable {
    public let id: ConversationID
    public let title: TitleReference
    /// The title's name when the conversation began, to list it without asking the catalogue.
    public let titleName: String
    public let startedAt: Date
    public var updatedAt: Date
    public var messages: [ChatMessage]

    public init(
        id: ConversationID, title: TitleReference, titleName: String, startedAt: Date, updatedAt: Date? = nil,
        messages: [ChatMessage] = []
    ) {
        self.id = id
        self.title = title
        self.titleName = titleName
        self.startedAt = startedAt
        self.updatedAt = updatedAt ?? startedAt
        self.messages = messages
    }

    /// The conversation as a list shows it.
    public var summary: ConversationSummary {
        let questions = messages.filter { $0.role == .user }
        return ConversationSummary(
            id: id, title: title, titleName: titleName, startedAt: startedAt, updatedAt: updatedAt,
            firstQuestion: questions.first?.content, questionCount: questions.count)
    }
}
