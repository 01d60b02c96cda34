public import Foundation

/// A response body as it arrives: chunks of bytes, ending when the body does, or failing with a
/// ``OpenAICompatibleTransportError`` (the server fell silent, the connection was lost). Read it
/// with `for try await chunk in body`; the error is typed.
public struct OpenAICompatibleResponseBody: AsyncSequence, Sendable {
    public typealias Element = Data
    public typealias Failure = OpenAICompatibleTransportError

    /// Where a transport puts the body, one chunk at a time.
    public struct Continuation: Sendable {
        fileprivate let base: AsyncStream<Result<Data, OpenAICompatibleTransportError>>.Continuation

        public func yield(_ chunk: Data) {
            base.yield(.success(chunk))
        }

        /// Ends the body, with `error` when it broke off.
        public func finish(throwing error: OpenAICompatibleTransportError? = nil) {
            if let error { base.yield(.failure(error)) }
            base.finish()
        }

        /// Runs `handler` when the reader stops reading (a cancelled task, an abandoned body) or the
        /// body ends: a transport closes its connection there.
        public func onTermination(_ handler: @escaping @Sendable () -> Void) {
            base.onTermination = { _ in handler() }
        }
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        fileprivate var base: AsyncStream<Result<Data, OpenAICompatibleTransportError>>.AsyncIterator

        public mutating func next() async throws(OpenAICompatibleTransportError) -> Data? {
            try await next(isolation: nil)
        }

        public mutating func next(isolation actor: isolated (any Actor)?) async throws(OpenAICompatibleTransportError) -> Data? {
            guard let result = await base.next(isolation: actor) else { return nil }
            return try result.get()
        }
    }

    private let base: AsyncStream<Result<Data, OpenAICompatibleTransportError>>

    /// A body that `build` fills through the continuation it is given.
    public init(_ build: (Continuation) -> Void) {
        base = AsyncStream { continuation in build(Continuation(base: continuation)) }
    }

    /// A body already known, in the chunks given.
    public init(chunks: [Data], failure: OpenAICompatibleTransportError? = nil) {
        self.init { continuation in
            for chunk in chunks { continuation.yield(chunk) }
            continuation.finish(throwing: failure)
        }
    }

    /// A body already known, whole.
    public init(data: Data) {
        self.init(chunks: data.isEmpty ? [] : [data])
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator())
    }

    /// The whole body, or its first `limit` bytes when it is longer.
    public func collected(upTo limit: Int) async throws(OpenAICompatibleTransportError) -> Data {
        var whole = Data()
        for try await chunk in self {
            whole.append(chunk.prefix(limit - whole.count))
            if whole.count >= limit { break }
        }
        return whole
    }
}
