import Presentation

/// `popcorn conversations --json`: every conversation kept, the most recently updated first.
struct ConversationListDocument: JSONRecord {
    let items: [ConversationSummaryDocument]
}
