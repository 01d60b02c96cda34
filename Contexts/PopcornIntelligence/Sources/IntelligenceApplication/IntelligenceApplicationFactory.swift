package import Foundation
package import IntelligenceDomain

/// Builds the Intelligence use cases over the providers of other contexts' facts, the chat model
/// and the conversation store. Only `IntelligenceComposition` uses it.
package struct IntelligenceApplicationFactory: Sendable {
    private let toolbox: CatalogueToolbox
    private let model: any ChatModel
    private let store: any ConversationStore
    private let newID: @Sendable () -> ConversationID
    private let now: @Sendable () -> Date

    package init(
        movies: some MovieProviding, tvSeries: some TVSeriesProviding, credits: some CreditsProviding, people: some PersonProviding,
        model: any ChatModel, store: some ConversationStore, newID: @escaping @Sendable () -> ConversationID,
        now: @escaping @Sendable () -> Date
    ) {
        toolbox = CatalogueToolbox(movies: movies, tvSeries: tvSeries, credits: credits, people: people)
        self.model = model
        self.store = store
        self.newID = newID
        self.now = now
    }

    private var opener: ConversationOpener { ConversationOpener(toolbox: toolbox, newID: newID, now: now) }
    private var loop: ToolLoop { ToolLoop(model: model, toolbox: toolbox, now: now) }

    package func makeStartConversationUseCase() -> any StartConversationUseCase {
        DefaultStartConversationUseCase(opener: opener, store: store)
    }

    package func makeSendMessageUseCase() -> any SendMessageUseCase {
        DefaultSendMessageUseCase(loop: loop, store: store)
    }

    package func makeAskQuestionUseCase() -> any AskQuestionUseCase {
        DefaultAskQuestionUseCase(opener: opener, loop: loop, store: store)
    }

    package func makeOpenConversationUseCase() -> any OpenConversationUseCase {
        DefaultOpenConversationUseCase(store: store)
    }

    package func makeListConversationsUseCase() -> any ListConversationsUseCase {
        DefaultListConversationsUseCase(store: store)
    }

    package func makeDeleteConversationUseCase() -> any DeleteConversationUseCase {
        DefaultDeleteConversationUseCase(store: store)
    }
}
