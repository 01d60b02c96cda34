public import IntelligenceDomain

/// Why a reply could not be had: the model failed, or it kept asking for tools past the last round.
/// A reply that was stopped is no failure: it comes back cut short (`Reply.isCutShort`) and kept.
public enum ReplyFailure: Error, Sendable, Equatable {
    case model(ChatModelError)
    /// The model still asked for tools after this many rounds.
    case tooManyRounds(Int)
}
