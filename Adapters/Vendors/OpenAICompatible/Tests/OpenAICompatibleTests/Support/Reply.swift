import OpenAICompatible

/// What a streamed reply brought: its events, and the error it ended with, if any.
struct Reply {
    var events: [ChatCompletionEvent] = []
    var error: OpenAICompatibleError?

    /// Reads `stream` to its end.
    static func reading(_ stream: ChatCompletionEventStream) async -> Reply {
        var reply = Reply()
        do throws(OpenAICompatibleError) {
            for try await event in stream { reply.events.append(event) }
        } catch {
            reply.error = error
        }
        return reply
    }

    /// The text pieces, joined.
    var text: String {
        events.map { if case .text(let piece) = $0 { piece } else { "" } }.joined()
    }

    var toolCalls: [ChatCompletionToolCall] {
        events.compactMap { if case .toolCall(let call) = $0 { call } else { nil } }
    }

    /// The error a call threw, or nil when it succeeded.
    static func failure(of call: () async throws(OpenAICompatibleError) -> Void) async -> OpenAICompatibleError? {
        do throws(OpenAICompatibleError) {
            try await call()
            return nil
        } catch {
            return error
        }
    }
}
