public import Presentation

/// The chat about one title: opens its conversation, then sends each question and follows its
/// answer as it arrives. A reply stopped (its task cancelled) is kept as cut short, with what had
/// arrived; a failed one with what had arrived and why.
@MainActor
public final class ChatViewModel: ScreenModel {
    public private(set) var viewState: ViewState<ChatTranscript> = .initial
    public let title: ChatTitle
    private let dependencies: ChatDependencies

    public init(title: ChatTitle, dependencies: ChatDependencies) {
        self.title = title
        self.dependencies = dependencies
    }

    /// Moves to `.loading`, then to `.ready` with the conversation so far or `.error` with what
    /// went wrong.
    public func load() async {
        viewState = .loading
        viewState = await .outcome { () throws(ViewStateError) in try await dependencies.open(title) }
    }

    /// Whether an answer is arriving, so that no other question can be sent yet.
    public var isReplying: Bool { viewState.content?.isReplying ?? false }

    /// Asks `message` and follows its answer: `onChange` is called when the question is added and
    /// after each piece, so that a shell can draw the transcript again. Does nothing before the
    /// conversation is open, while another answer arrives, or for a message of white space.
    public func send(_ message: String, onChange: @escaping @MainActor () -> Void = {}) async {
        let question = message.trimmingWhiteSpace
        guard var transcript = viewState.content, !transcript.isReplying, !question.isEmpty else { return }
        transcript.exchanges.append(ChatExchange(question: question, answer: .arriving("")))
        viewState = .ready(transcript)
        onChange()

        let (pieces, delivery) = AsyncStream<String>.makeStream()
        async let outcome = Self.answer(question, in: transcript.conversationID, by: dependencies.send, delivering: delivery)
        var arrived = ""
        for await piece in pieces {
            arrived += piece
            replaceLastAnswer(with: .arriving(arrived))
            onChange()
        }
        switch await outcome {
        case .success(let answer): replaceLastAnswer(with: answer)
        case .failure where Task.isCancelled: replaceLastAnswer(with: .cutShort(arrived))
        case .failure(let error): replaceLastAnswer(with: .failed(arrived, error))
        }
        onChange()
    }

    /// The chat offers no links.
    public var destinations: [ChatDestination] { [] }

    public func open(_ destination: ChatDestination) {}

    private func replaceLastAnswer(with answer: ChatAnswer) {
        guard var transcript = viewState.content, !transcript.exchanges.isEmpty else { return }
        transcript.exchanges[transcript.exchanges.count - 1].answer = answer
        viewState = .ready(transcript)
    }

    /// Runs `send`, handing its pieces to `delivery`, which ends with it.
    private nonisolated static func answer(
        _ question: String, in conversationID: String, by send: ChatDependencies.Send, delivering delivery: AsyncStream<String>.Continuation
    ) async -> Result<ChatAnswer, ViewStateError> {
        defer { delivery.finish() }
        do {
            return .success(try await send(question, conversationID) { delivery.yield($0) })
        } catch {
            return .failure(error)
        }
    }
}
