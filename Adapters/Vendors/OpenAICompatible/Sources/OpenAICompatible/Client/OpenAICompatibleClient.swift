import Foundation

/// A client of the chat completions API that OpenAI defines and other servers copy.
///
/// It sends `POST {base}/chat/completions` through its ``OpenAICompatibleTransport``, whole
/// (``complete(_:)``) or streamed (``stream(_:)``), and turns what comes back into replies or a
/// ``OpenAICompatibleError``: a refusal of `tools` (llama.cpp, Ollama) as
/// ``OpenAICompatibleError/toolsUnsupported(status:message:)``, 401 and 403 as
/// ``OpenAICompatibleError/authenticationRejected(status:)``; a 429 is asked again once, after its
/// `Retry-After` (at most ``OpenAICompatibleConfiguration/longestRetryWait``). A redirect is
/// followed only within the base URL's origin, at most three times, so the key goes nowhere else.
/// The key appears in no error and no description.
public final class OpenAICompatibleClient: Sendable, CustomStringConvertible, CustomReflectable {
    public let configuration: OpenAICompatibleConfiguration
    private let transport: any OpenAICompatibleTransport

    /// The most redirects within the origin followed for one request.
    static let redirectLimit = 3
    /// The most of an error body read.
    static let errorBodyLimit = 64 * 1024
    /// The most of a whole reply read.
    static let replyLimit = 32 * 1024 * 1024

    public init(configuration: OpenAICompatibleConfiguration, transport: some OpenAICompatibleTransport) {
        self.configuration = configuration
        self.transport = transport
    }

    public var description: String { "OpenAICompatibleClient(\(configuration.origin))" }

    public var customMirror: Mirror { Mirror(self, children: ["configuration": configuration], displayStyle: .class) }

    /// Asks for a whole reply (`"stream": false`).
    public func complete(_ request: ChatCompletionRequest) async throws(OpenAICompatibleError) -> ChatCompletion {
        let response = try await exchange(request, streaming: false)
        return try Self.completion(from: try await collect(response.body, upTo: Self.replyLimit))
    }

    /// Asks for a reply streamed as it is written (`"stream": true`): pieces of text as they come,
    /// then the tool calls, whole, then the end. Stopping the reading stops the exchange.
    public func stream(_ request: ChatCompletionRequest) -> ChatCompletionEventStream {
        ChatCompletionEventStream { continuation in
            let task = Task {
                do throws(OpenAICompatibleError) {
                    try await self.play(request, into: continuation)
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination { task.cancel() }
        }
    }

    private func play(_ request: ChatCompletionRequest, into continuation: ChatCompletionEventStream.Continuation)
        async throws(OpenAICompatibleError)
    {
        let response = try await exchange(request, streaming: true)
        if response.header("content-type")?.lowercased().contains("application/json") == true {
            // A server that does not stream answers whole.
            let completion = try Self.completion(from: try await collect(response.body, upTo: Self.replyLimit))
            if let content = completion.content, !content.isEmpty { continuation.yield(.text(content)) }
            for call in completion.toolCalls { continuation.yield(.toolCall(call)) }
            continuation.yield(.finished(reason: completion.finishReason, usage: completion.usage))
            return
        }
        var reader = ServerSentEventReader()
        var reply = StreamedReply(redact: KeyRedaction(key: configuration.apiKey))
        var chunks = response.body.makeAsyncIterator()
        while !reply.isDone {
            let chunk: Data?
            do { chunk = try await chunks.next() } catch { throw failure(error) }
            if Task.isCancelled { throw .cancelled }
            guard let chunk else {
                for data in reader.finish() where !reply.isDone {
                    for event in try reply.take(data) { continuation.yield(event) }
                }
                break
            }
            for data in reader.read(chunk) where !reply.isDone {
                for event in try reply.take(data) { continuation.yield(event) }
            }
        }
        for event in try reply.ending() { continuation.yield(event) }
    }

    /// Sends the request until an answer of 2xx comes, or throws what the others mean.
    private func exchange(_ request: ChatCompletionRequest, streaming: Bool) async throws(OpenAICompatibleError)
        -> OpenAICompatibleHTTPResponse
    {
        let body: Data
        do {
            body = try JSONEncoder().encode(RequestBodyWire(request: request, stream: streaming))
        } catch {
            throw .invalidRequest(reason: "a value cannot be written as JSON")
        }
        var headers = ["Content-Type": "application/json", "Accept": streaming ? "text/event-stream" : "application/json"]
        if let key = configuration.apiKey { headers["Authorization"] = "Bearer \(key)" }
        var url = configuration.chatCompletionsURL
        var retried = false
        var redirects = 0
        while true {
            if Task.isCancelled { throw .cancelled }
            let sending = OpenAICompatibleHTTPRequest(
                method: "POST", url: url, headers: headers, body: body, connectTimeout: configuration.connectTimeout,
                idleTimeout: configuration.idleTimeout)
            let response: OpenAICompatibleHTTPResponse
            do { response = try await transport.send(sending) } catch { throw failure(error) }
            switch response.status {
            case 200..<300:
                return response
            case 300..<400:
                guard let location = response.header("location"), let target = URL(string: location, relativeTo: url)?.absoluteURL
                else { throw .malformedReply(reason: "a redirect (HTTP \(response.status)) names no Location") }
                guard OpenAICompatibleConfiguration.sameOrigin(target, configuration.baseURL) else {
                    throw .redirectRefused(target: OpenAICompatibleConfiguration.origin(of: target))
                }
                guard redirects < Self.redirectLimit else { throw .redirectRefused(target: configuration.origin) }
                redirects += 1
                url = target
            case 401, 403:
                throw .authenticationRejected(status: response.status)
            case 429 where !retried:
                retried = true
                do { try await Task.sleep(for: retryWait(response.header("retry-after"))) } catch { throw .cancelled }
            case 429:
                throw .rateLimited
            default:
                let message = ServerErrorMessage(body: (try? await response.body.collected(upTo: Self.errorBodyLimit)) ?? Data())
                let redact = KeyRedaction(key: configuration.apiKey)
                if !request.tools.isEmpty, response.status >= 400, message.refusesTools {
                    throw .toolsUnsupported(status: response.status, message: redact(message.text ?? ""))
                }
                throw .server(status: response.status, message: message.text.map { redact($0) })
            }
        }
    }

    /// How long to wait before asking again: `Retry-After` in seconds, at most the longest wait;
    /// the default wait when it names no number of seconds.
    func retryWait(_ retryAfter: String?) -> Duration {
        guard let text = retryAfter?.trimmingCharacters(in: .whitespaces), let seconds = Double(text), seconds.isFinite else {
            return min(configuration.defaultRetryWait, configuration.longestRetryWait)
        }
        return min(.milliseconds(Int64(max(0, seconds) * 1000)), configuration.longestRetryWait)
    }

    private func collect(_ body: OpenAICompatibleResponseBody, upTo limit: Int) async throws(OpenAICompatibleError) -> Data {
        do { return try await body.collected(upTo: limit) } catch { throw failure(error) }
    }

    /// What a transport's failure means to a caller, the key blanked out of any reason.
    private func failure(_ error: OpenAICompatibleTransportError) -> OpenAICompatibleError {
        let origin = configuration.origin
        switch error {
        case .connectionRefused: return .connectionRefused(origin: origin)
        case .timedOut(.connecting): return .connectTimedOut(origin: origin, after: configuration.connectTimeout)
        case .timedOut(.silence): return .silence(origin: origin, after: configuration.idleTimeout)
        case .unreachable(let reason): return .unreachable(origin: origin, reason: KeyRedaction(key: configuration.apiKey)(reason))
        case .cancelled: return .cancelled
        }
    }

    static func completion(from body: Data) throws(OpenAICompatibleError) -> ChatCompletion {
        let wire: CompletionWire
        do {
            wire = try JSONDecoder().decode(CompletionWire.self, from: body)
        } catch {
            throw .malformedReply(reason: "its body is not the JSON of a chat completion")
        }
        guard let choice = wire.choices.first else { throw .malformedReply(reason: "it has no choices") }
        return ChatCompletion(
            content: choice.message.content, toolCalls: choice.message.toolCalls ?? [], finishReason: choice.finishReason, usage: wire.usage
        )
    }
}
