import IntelligenceDomain

/// What the embedded answerer does next: ask for a tool, or say its answer.
enum AnswerStep: Equatable {
    case ask(CatalogueToolRequest)
    case say(String)
}
