public import IntelligenceDomain
import Synchronization

/// A hand-written `ChatModel` that answers the first requests with whole replies a test wrote, then
/// sends the events of an unfinished one and waits, as a model still writing when the person stops
/// it (a tool call announced and never ended, a sentence half written). It records each request.
public final class StallingChatModel: ChatModel {
    private let state: Mutex<(whole: [[ChatEvent]], requests: [[ChatMessage]])>
    private let unfinished: [ChatEvent]

    public init(whole: [[ChatEvent]] = [], thenStalling unfinished: [ChatEvent]) {
        state = Mutex((whole, []))
        self.unfinished = unfinished
    }

    /// The messages of every request made, in order.
    public var requests: [[ChatMessage]] { state.withLock { $0.requests } }

    public func reply(to messages: [ChatMessage], tools: [ToolDefinition]) -> ChatEventStream {
        let whole: [ChatEvent]? = state.withLock { state in
            state.requests.append(messages)
            return state.whole.isEmpty ? nil : state.whole.removeFirst()
        }
        if let whole { return ChatEventStream(events: whole) }
        let unfinished = unfinished
        return ChatEventStream { continuation in
            for event in unfinished { continuation.yield(event) }
        }
    }
}
