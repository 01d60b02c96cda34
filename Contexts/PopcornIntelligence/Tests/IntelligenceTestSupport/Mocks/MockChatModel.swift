public import IntelligenceDomain
import Synchronization

/// A hand-written `ChatModel` that plays the replies a test wrote, one a request (the last one
/// again once they run out), and records what each request held.
public final class MockChatModel: ChatModel {
    /// One reply: its events, and the failure it ends with, if any.
    public struct ScriptedReply: Sendable {
        public let events: [ChatEvent]
        public let failure: ChatModelError?

        public init(events: [ChatEvent], failure: ChatModelError? = nil) {
            self.events = events
            self.failure = failure
        }
    }

    public struct Request: Sendable {
        public let messages: [ChatMessage]
        public let tools: [ToolDefinition]
    }

    private let state: Mutex<(replies: [ScriptedReply], requests: [Request])>

    public init(replies: [ScriptedReply]) {
        state = Mutex((replies, []))
    }

    /// Every request made, in order.
    public var requests: [Request] { state.withLock { $0.requests } }

    public func reply(to messages: [ChatMessage], tools: [ToolDefinition]) -> ChatEventStream {
        let reply = state.withLock { state in
            state.requests.append(Request(messages: messages, tools: tools))
            return state.replies.count > 1 ? state.replies.removeFirst() : state.replies.first
        }
        return ChatEventStream(events: reply?.events ?? [], failure: reply?.failure)
    }
}
