public import Presentation

/// A conversation about one title as the screen shows it: the questions asked and their answers
/// so far, the last perhaps still arriving.
public struct ChatTranscript: Sendable, Equatable, JSONRecord {
    /// The conversation's id where it is kept.
    public let conversationID: String
    public let title: ChatTitle
    /// The title's name: "Fight Club".
    public let titleName: String
    public internal(set) var exchanges: [ChatExchange]

    public init(conversationID: String, title: ChatTitle, titleName: String, exchanges: [ChatExchange] = []) {
        self.conversationID = conversationID
        self.title = title
        self.titleName = titleName
        self.exchanges = exchanges
    }

    public static var jsonKeys: [String: String] { ["conversationID": "conversationId"] }

    /// Whether the last answer is still arriving.
    public var isReplying: Bool {
        if case .arriving = exchanges.last?.answer { return true }
        return false
    }
}
