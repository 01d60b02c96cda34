import Foundation
import IntelligenceDomain
import Presentation

/// One conversation in `popcorn conversations --json`: its id, the title it is about, when it
/// began and was last updated (ISO 8601, UTC), its first question and how many were asked.
struct ConversationSummaryDocument: JSONRecord {
    let id: String
    let kind: String
    let titleId: Int
    let titleName: String
    let startedAt: String
    let updatedAt: String
    let firstQuestion: String?
    let questionCount: Int

    init(_ summary: ConversationSummary) {
        id = summary.id.rawValue
        kind = summary.title.kind.rawValue
        titleId = summary.title.id
        titleName = summary.titleName
        startedAt = Self.instant(summary.startedAt)
        updatedAt = Self.instant(summary.updatedAt)
        firstQuestion = summary.firstQuestion
        questionCount = summary.questionCount
    }

    static func instant(_ date: Date) -> String {
        InstantText.iso8601(date)
    }

    /// The day, as the text list shows it: yyyy-mm-dd, UTC.
    static func day(_ date: Date) -> String {
        String(instant(date).prefix(10))
    }
}
