public import IntelligenceDomain

/// Which kept conversation to carry on: one named by its id (`--conversation <id>`), or the one
/// most recently carried on about the title (`--continue`).
public enum ConversationChoice: Sendable, Equatable {
    case withID(ConversationID)
    case latest
}
