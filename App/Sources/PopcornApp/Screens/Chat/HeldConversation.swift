import IntelligenceDomain
import Synchronization

/// The conversation a chat screen carries on, as it stands after its last exchange: each message
/// is sent in it, and the reply's conversation replaces it. Nothing is kept of a conversation
/// begun until its first exchange.
final class HeldConversation: Sendable {
    private let held = Mutex<Conversation?>(nil)

    var conversation: Conversation? {
        get { held.withLock { $0 } }
        set { held.withLock { $0 = newValue } }
    }
}
