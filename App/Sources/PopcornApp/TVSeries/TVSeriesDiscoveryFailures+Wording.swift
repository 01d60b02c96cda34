import Presentation
import TVSeriesApplication
import TVSeriesDomain

// How discovering series and listing their genres fail, in words: a filter's broken rule and a
// genre no series genre holds are the person's to mend (exit 64).

extension DiscoverTVSeriesError: WordedFailure {
    func worded(by wording: FailureWording) -> ViewStateError {
        switch self {
        case .invalidFilter(let violation): DiscoveryWording.violation(violation)
        case .unknownGenre(let name, let known):
            DiscoveryWording.usage(
                "No genre of series is called \"\(name)\", nor holds a film genre of that name. "
                    + "The genres of series are: \(known.sorted().joined(separator: ", ")).",
                suggestion: "Give one of them with --genre (case does not matter); `popcorn genres tv` lists them.")
        case .page(let error): wording.page(error)
        case .source(let failure): wording.source(failure)
        }
    }
}

extension ListTVSeriesGenresError: WordedFailure {
    func worded(by wording: FailureWording) -> ViewStateError {
        switch self {
        case .source(let failure): wording.source(failure)
        }
    }
}

extension DiscoveryWording {
    /// A series filter's broken rule as the options that set it.
    static func violation(_ violation: TVSeriesDiscoveryFilterError) -> ViewStateError {
        switch violation {
        case .yearsReversed(let from, let through):
            usage("--year \(from)-\(through) starts after it ends.", suggestion: "Write the earlier year first: --year \(through)-\(from).")
        case .yearOutOfRange(let year):
            usage(
                "--year \(year) is out of range: a year is from \(TVSeriesDiscoveryRules.years.lowerBound) to "
                    + "\(TVSeriesDiscoveryRules.years.upperBound).",
                suggestion: "Write a year as YYYY, or a span of years as YYYY-YYYY.")
        case .ratingOutOfRange(let rating):
            usage("--min-rating \(number(rating)) is out of range: ratings are from 0 to 10.", suggestion: "Give a number from 0 to 10.")
        case .negativeVotes(let votes): usage("--min-votes \(votes) is below 0.", suggestion: "Give a number of votes from 0.")
        case .invalidLanguage(let code):
            usage("--language \(code) is not a language code.", suggestion: "Give a two-letter ISO 639-1 code: en, fr, ja, ko.")
        }
    }
}
