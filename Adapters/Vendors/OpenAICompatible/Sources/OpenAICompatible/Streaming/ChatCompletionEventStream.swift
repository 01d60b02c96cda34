/// A streamed reply as it arrives: pieces of text, whole tool calls and the end, or a
/// ``OpenAICompatibleError``. Read it with `for try await event in stream`; the error is typed.
/// Leaving the loop early, or cancelling the reading task, stops the exchange.
public struct ChatCompletionEventStream: AsyncSequence, Sendable {
    public typealias Element = ChatCompletionEvent
    public typealias Failure = OpenAICompatibleError

    /// Where the client puts the reply, one event at a time.
    public struct Continuation: Sendable {
        fileprivate let base: AsyncStream<Result<ChatCompletionEvent, OpenAICompatibleError>>.Continuation

        public func yield(_ event: ChatCompletionEvent) {
            base.yield(.success(event))
        }

        /// Ends the stream, with `error` when the reply failed.
        public func finish(throwing error: OpenAICompatibleError? = nil) {
            if let error { base.yield(.failure(error)) }
            base.finish()
        }

        /// Runs `handler` when the reader stops reading or the stream ends.
        public func onTermination(_ handler: @escaping @Sendable () -> Void) {
            base.onTermination = { _ in handler() }
        }
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        fileprivate var base: AsyncStream<Result<ChatCompletionEvent, OpenAICompatibleError>>.AsyncIterator

        public mutating func next() async throws(OpenAICompatibleError) -> ChatCompletionEvent? {
            try await next(isolation: nil)
        }

        public mutating func next(isolation actor: isolated (any Actor)?) async throws(OpenAICompatibleError) -> ChatCompletionEvent? {
            guard let result = await base.next(isolation: actor) else { return nil }
            return try result.get()
        }
    }

    private let base: AsyncStream<Result<ChatCompletionEvent, OpenAICompatibleError>>

    /// A stream that `build` fills through the continuation it is given.
    public init(_ build: (Continuation) -> Void) {
        base = AsyncStream { continuation in build(Continuation(base: continuation)) }
    }

    /// A stream of events already known, ending with them.
    public init(events: [ChatCompletionEvent], failure: OpenAICompatibleError? = nil) {
        self.init { continuation in
            for event in events { continuation.yield(event) }
            continuation.finish(throwing: failure)
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator())
    }
}
