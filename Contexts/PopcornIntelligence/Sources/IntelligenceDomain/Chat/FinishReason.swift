/// Why a model stopped: it answered, it waits for the tools it called, it ran out of room, or a
/// reason of the model's own.
public enum FinishReason: Sendable, Hashable, Codable {
    case stop
    case toolCalls
    case length
    case other(String)
}
