/// The rule a discovery's filter breaks (`MovieDiscoveryFilter.violation`).
public enum MovieDiscoveryFilterError: Error, Sendable, Equatable {
    case yearsReversed(from: Int, through: Int)
    case yearOutOfRange(Int)
    case ratingOutOfRange(Double)
    case negativeVotes(Int)
    case negativeRuntime(Int)
    case runtimeReversed(minimum: Int, maximum: Int)
    case invalidLanguage(String)
    case emptyKeyword(String)
    case emptyGenre(String)
}
