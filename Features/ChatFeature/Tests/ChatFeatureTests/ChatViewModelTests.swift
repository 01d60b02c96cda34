import ChatFeature
import Presentation
import Testing

@MainActor
@Suite struct ChatViewModelTests {
    @Test func opensTheConversationWithItsPastExchanges() async {
        let chat = ScriptedChat(transcript: ChatFixtures.transcript([ChatFixtures.directed]))
        let viewModel = ChatViewModel(title: ChatFixtures.fightClub, dependencies: chat.dependencies)
        #expect(viewModel.viewState == .initial)
        await viewModel.load()
        #expect(viewModel.viewState == .ready(ChatFixtures.transcript([ChatFixtures.directed])))
        #expect(viewModel.destinations.isEmpty)
    }

    @Test func endsInErrorWhenTheConversationCannotBeOpened() async {
        let failure = ViewStateError(kind: .notFound, message: "There is no movie with the id 550.")
        let chat = ScriptedChat(transcript: ChatFixtures.transcript(), openFailure: failure)
        let viewModel = ChatViewModel(title: ChatFixtures.fightClub, dependencies: chat.dependencies)
        await viewModel.load()
        #expect(viewModel.viewState == .error(failure))
        await viewModel.send("who directed it?")
        #expect(chat.messagesSent.isEmpty)
    }

    @Test func followsTheAnswerPieceByPiece() async {
        let chat = ScriptedChat(
            transcript: ChatFixtures.transcript(),
            replies: [.init(pieces: ["Fight Club was directed ", "by David Fincher."])])
        let viewModel = ChatViewModel(title: ChatFixtures.fightClub, dependencies: chat.dependencies)
        await viewModel.load()
        var seen: [ChatAnswer] = []
        await viewModel.send("  who directed it?\n") {
            if let last = viewModel.viewState.content?.exchanges.last { seen.append(last.answer) }
        }
        #expect(chat.messagesSent == ["who directed it?"])
        #expect(chat.conversationsSentTo == ["c-550"])
        #expect(
            seen == [
                .arriving(""), .arriving("Fight Club was directed "), .arriving("Fight Club was directed by David Fincher."),
                .complete("Fight Club was directed by David Fincher."),
            ])
        #expect(viewModel.viewState.content?.exchanges == [ChatFixtures.directed])
        #expect(!viewModel.isReplying)
    }

    @Test func keepsWhatArrivedOfAFailedAnswerAndWhy() async {
        let failure = ViewStateError(kind: .unavailable, message: "The model could not be reached: connection refused")
        let chat = ScriptedChat(transcript: ChatFixtures.transcript(), replies: [.init(pieces: ["Fight Club was "], failure: failure)])
        let viewModel = ChatViewModel(title: ChatFixtures.fightClub, dependencies: chat.dependencies)
        await viewModel.load()
        await viewModel.send("who directed it?")
        #expect(viewModel.viewState.content?.exchanges.last?.answer == .failed("Fight Club was ", failure))
        #expect(!viewModel.isReplying)
    }

    @Test(arguments: [false, true])
    func aStoppedReplyIsCutShortWithWhatHadArrived(throwsWhenStopped: Bool) async throws {
        let chat = ScriptedChat(
            transcript: ChatFixtures.transcript(),
            replies: [.init(pieces: ["Fight Club was ", "directed"], holdsAfterPieces: true, throwsWhenStopped: throwsWhenStopped)])
        let viewModel = ChatViewModel(title: ChatFixtures.fightClub, dependencies: chat.dependencies)
        await viewModel.load()
        let reply = Task { await viewModel.send("who directed it?") }
        while viewModel.viewState.content?.exchanges.last?.answer != .arriving("Fight Club was directed") {
            try await Task.sleep(for: .milliseconds(1))
        }
        #expect(viewModel.isReplying)
        await viewModel.send("another question")
        #expect(chat.messagesSent == ["who directed it?"])
        reply.cancel()
        await reply.value
        #expect(viewModel.viewState.content?.exchanges.last?.answer == .cutShort("Fight Club was directed"))
        #expect(!viewModel.isReplying)
    }

    @Test func sendsNothingOfWhiteSpace() async {
        let chat = ScriptedChat(transcript: ChatFixtures.transcript())
        let viewModel = ChatViewModel(title: ChatFixtures.fightClub, dependencies: chat.dependencies)
        await viewModel.load()
        await viewModel.send(" \t ")
        #expect(chat.messagesSent.isEmpty)
        #expect(viewModel.viewState.content?.exchanges.isEmpty == true)
    }
}
