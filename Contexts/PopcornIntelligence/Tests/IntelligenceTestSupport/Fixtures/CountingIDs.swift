public import IntelligenceDomain
import Synchronization

/// Conversation ids for tests: "conversation-1", "conversation-2", … in the order asked.
public final class CountingIDs: Sendable {
    private let count = Mutex(0)

    public init() {}

    public func next() -> ConversationID {
        let number = count.withLock { count in
            count += 1
            return count
        }
        return ConversationID("conversation-\(number)")
    }
}
