import ChatFeature
import Presentation

/// A conversation about Fight Club (movie 550), as the catalogue names it.
enum ChatFixtures {
    static let fightClub = ChatTitle(kind: .movie, id: 550)

    static func transcript(_ exchanges: [ChatExchange] = []) -> ChatTranscript {
        ChatTranscript(conversationID: "c-550", title: fightClub, titleName: "Fight Club", exchanges: exchanges)
    }

    static let directed = ChatExchange(question: "who directed it?", answer: .complete("Fight Club was directed by David Fincher."))
}
