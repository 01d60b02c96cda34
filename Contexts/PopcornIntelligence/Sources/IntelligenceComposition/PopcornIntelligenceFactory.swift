public import DataPersistence
public import Foundation
public import IntelligenceApplication
public import IntelligenceDomain
import IntelligenceInfrastructure

/// The Intelligence context's one public door: give it the providers through which it learns what
/// other contexts own, the durable store its conversations are kept in, and a chat model (none: the
/// embedded answerer, which needs no network), and it vends the use cases, wired and ready. Built
/// once, by the app's composition root.
public struct PopcornIntelligenceFactory: Sendable {
    private let application: IntelligenceApplicationFactory

    public init(
        movies: some MovieProviding, tvSeries: some TVSeriesProviding, credits: some CreditsProviding, people: some PersonProviding,
        store: some DurableStore, model: (any ChatModel)? = nil,
        newID: @escaping @Sendable () -> ConversationID = { ConversationID(UUID().uuidString.lowercased()) },
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        let infrastructure = IntelligenceInfrastructureFactory(store: store)
        application = IntelligenceApplicationFactory(
            movies: movies, tvSeries: tvSeries, credits: credits, people: people, model: model ?? infrastructure.makeEmbeddedAnswerer(),
            store: infrastructure.makeConversationStore(), newID: newID, now: now)
    }

    public func makeStartConversationUseCase() -> any StartConversationUseCase {
        application.makeStartConversationUseCase()
    }

    public func makeSendMessageUseCase() -> any SendMessageUseCase {
        application.makeSendMessageUseCase()
    }

    public func makeAskQuestionUseCase() -> any AskQuestionUseCase {
        application.makeAskQuestionUseCase()
    }

    public func makeOpenConversationUseCase() -> any OpenConversationUseCase {
        application.makeOpenConversationUseCase()
    }

    public func makeListConversationsUseCase() -> any ListConversationsUseCase {
        application.makeListConversationsUseCase()
    }

    public func makeDeleteConversationUseCase() -> any DeleteConversationUseCase {
        application.makeDeleteConversationUseCase()
    }
}
