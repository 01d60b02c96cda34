/// How a reply ended, and what it cost.
public struct ChatEnd: Sendable, Equatable, Codable {
    public let reason: FinishReason
    public let usage: TokenUsage?

    public init(reason: FinishReason, usage: TokenUsage? = nil) {
        self.reason = reason
        self.usage = usage
    }
}
