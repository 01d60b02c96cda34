/// A reply as it arrives: the events of one answer of a chat model, ending with `.end`, or a
/// `ChatModelError`. Read it with `for try await event in stream`; the error is typed.
public struct ChatEventStream: AsyncSequence, Sendable {
    public typealias Element = ChatEvent
    public typealias Failure = ChatModelError

    /// Where a model puts its reply, one event at a time.
    public struct Continuation: Sendable {
        fileprivate let base: AsyncStream<Result<ChatEvent, ChatModelError>>.Continuation

        public func yield(_ event: ChatEvent) {
            base.yield(.success(event))
        }

        /// Ends the stream, with `error` when the reply failed.
        public func finish(throwing error: ChatModelError? = nil) {
            if let error { base.yield(.failure(error)) }
            base.finish()
        }

        /// Runs `handler` when the reader stops reading or the stream ends.
        public func onTermination(_ handler: @escaping @Sendable () -> Void) {
            base.onTermination = { _ in handler() }
        }
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        fileprivate var base: AsyncStream<Result<ChatEvent, ChatModelError>>.AsyncIterator

        public mutating func next() async throws(ChatModelError) -> ChatEvent? {
            try await next(isolation: nil)
        }

        public mutating func next(isolation actor: isolated (any Actor)?) async throws(ChatModelError) -> ChatEvent? {
            guard let result = await base.next(isolation: actor) else { return nil }
            return try result.get()
        }
    }

    private let base: AsyncStream<Result<ChatEvent, ChatModelError>>

    /// A stream that `build` fills through the continuation it is given.
    public init(_ build: (Continuation) -> Void) {
        base = AsyncStream { continuation in build(Continuation(base: continuation)) }
    }

    /// A stream of events already known, ending with them.
    public init(events: [ChatEvent], failure: ChatModelError? = nil) {
        self.init { continuation in
            for event in events { continuation.yield(event) }
            continuation.finish(throwing: failure)
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator())
    }
}
