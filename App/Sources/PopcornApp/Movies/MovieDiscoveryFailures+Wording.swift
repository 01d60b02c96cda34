import CoreDomain
import MoviesApplication
import MoviesDomain
import Presentation

// How discovering films and listing their genres fail, in words: a filter's broken rule and a
// genre the source does not know are the person's to mend (exit 64).

extension DiscoverMoviesError: WordedFailure {
    func worded(by wording: FailureWording) -> ViewStateError {
        switch self {
        case .filter(let violation): DiscoveryWording.violation(violation)
        case .unknownGenre(let unknown): DiscoveryWording.unknownGenre(unknown.name, known: unknown.known.map(\.name), of: "films")
        case .page(let error): wording.page(error)
        case .source(let failure): wording.source(failure)
        }
    }
}

extension ListMovieGenresError: WordedFailure {
    func worded(by wording: FailureWording) -> ViewStateError {
        switch self {
        case .source(let failure): wording.source(failure)
        }
    }
}

extension DiscoveryWording {
    /// A filter's broken rule as the options that set it.
    static func violation(_ violation: MovieDiscoveryFilterError) -> ViewStateError {
        switch violation {
        case .yearsReversed(let from, let through):
            usage("--year \(from)-\(through) starts after it ends.", suggestion: "Write the earlier year first: --year \(through)-\(from).")
        case .yearOutOfRange(let year):
            usage(
                "--year \(year) is out of range: a year is from \(MovieDiscoveryFilter.years.lowerBound) to \(MovieDiscoveryFilter.years.upperBound).",
                suggestion: "Write a year as YYYY, or a span of years as YYYY-YYYY.")
        case .ratingOutOfRange(let rating):
            usage("--min-rating \(number(rating)) is out of range: ratings are from 0 to 10.", suggestion: "Give a number from 0 to 10.")
        case .negativeVotes(let votes): usage("--min-votes \(votes) is below 0.", suggestion: "Give a number of votes from 0.")
        case .negativeRuntime(let minutes): usage("--runtime takes minutes from 0, not \(minutes).", suggestion: runtimeForm)
        case .runtimeReversed(let minimum, let maximum):
            usage(
                "--runtime \(minimum)-\(maximum) starts after it ends.",
                suggestion: "Write the shorter time first: --runtime \(maximum)-\(minimum).")
        case .invalidLanguage(let code):
            usage("--language \(code) is not a language code.", suggestion: "Give a two-letter ISO 639-1 code: en, fr, ja, ko.")
        case .emptyKeyword: usage("--keyword needs a word.", suggestion: "Give the keyword, as in --keyword heist.")
        case .emptyGenre: usage("--genre needs a genre's name.", suggestion: "Run `popcorn genres movie` to see them.")
        }
    }
}
