/// Why a discovery filter cannot be asked of any source.
public enum TVSeriesDiscoveryFilterError: Error, Sendable, Equatable {
    /// A range of years whose first is after its last ("2000-1990").
    case yearsReversed(earliest: Int, latest: Int)
    /// A year outside `TVSeriesDiscoveryRules.years`.
    case yearOutOfRange(Int)
    /// A rating outside 0–10.
    case ratingOutOfRange(Double)
    case negativeVotes(Int)
    /// Not two letters of an ISO 639-1 code.
    case invalidLanguage(String)
}
