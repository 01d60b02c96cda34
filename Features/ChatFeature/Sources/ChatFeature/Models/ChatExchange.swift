public import Presentation

/// One question and the answer to it.
public struct ChatExchange: Sendable, Equatable, JSONRecord {
    public let question: String
    public internal(set) var answer: ChatAnswer

    public init(question: String, answer: ChatAnswer) {
        self.question = question
        self.answer = answer
    }

    // `{"question": …, "answer": …, "state": "complete", "error": null}`
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(question, forKey: .question)
        try container.encode(answer.text, forKey: .answer)
        try container.encode(answer.state, forKey: .state)
        if case .failed(_, let error) = answer {
            try container.encode(error.message, forKey: .error)
        } else {
            try container.encodeNil(forKey: .error)
        }
    }

    private enum Key: String, CodingKey {
        case question, answer, state, error
    }
}
