public import IntelligenceDomain

/// Why a reply could not be had: the model failed, it kept asking for tools past the last round,
/// or the reply was stopped.
public enum ReplyFailure: Error, Sendable, Equatable {
    case model(ChatModelError)
    /// The task asking was cancelled (Ctrl-C) before the reply ended; nothing of the exchange is
    /// kept yet (issue 24's item 6 keeps what had arrived, marked as cut short).
    case cancelled
    /// The model still asked for tools after this many rounds.
    case tooManyRounds(Int)
}
