public import Foundation

/// A conversation as a list of them shows it: what it is about, when, and how it began.
public struct ConversationSummary: Sendable, Equatable {
    public let id: ConversationID
    public let title: TitleReference
    public let titleName: String
    public let startedAt: Date
    public let updatedAt: Date
    public let firstQuestion: String?
    public let questionCount: Int

    public init(
        id: ConversationID, title: TitleReference, titleName: String, startedAt: Date, updatedAt: Date, firstQuestion: String?,
        questionCount: Int
    ) {
        self.id = id
        self.title = title
        self.titleName = titleName
        self.startedAt = startedAt
        self.updatedAt = updatedAt
        self.firstQuestion = firstQuestion
        self.questionCount = questionCount
    }
}
