/// A value the library refuses to hold, in words a person can act on.
public enum LibraryDomainError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A rating is a whole number from 1 to 10.
    case ratingOutOfRange(Int)
    /// A day is written YYYY-MM-DD and exists in the calendar.
    case invalidDay(String)

    public var description: String {
        switch self {
        case .ratingOutOfRange(let value): "\(value) is not a rating: a rating is a whole number from 1 to 10"
        case .invalidDay(let text): "\"\(text)\" is not a day: write it YYYY-MM-DD, e.g. 2024-05-12"
        }
    }
}
