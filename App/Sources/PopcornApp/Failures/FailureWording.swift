import CoreDomain
import DesignSystem
import Presentation

/// The one place that puts a failure into words a person can act on: what went wrong, naming
/// the id and the source that was asked, and what to do instead. Every context's errors are
/// worded through it, so that the same failure reads the same on every screen.
struct FailureWording: Sendable {
    /// How messages name the source that was asked: "the embedded catalogue".
    let source: String
    /// What to do when the source cannot answer, if there is something to do.
    var whenUnavailable: String? = nil
    /// The name Popcorn knows a film, series or person by when the source has no such id (the
    /// search index's titles from TMDb's exports), or nil; nil when nothing else is asked.
    var knownName: (@Sendable (MissingItem) async -> String?)? = nil

    /// The source as a sentence begins with it: "The embedded catalogue".
    var sourceName: String { source.prefix(1).uppercased() + source.dropFirst() }

    /// An id that no source can have; said the same on the command line and from a use case.
    static func invalidID(_ id: Int, of subject: FailureSubject) -> ViewStateError {
        invalidID(written: String(id), of: subject)
    }

    /// The same for an id as it was typed, however long (`99999999999999999999999`).
    static func invalidID(written id: String, of subject: FailureSubject) -> ViewStateError {
        ViewStateError(
            kind: .invalidRequest,
            message: "\(id) is out of range for a \(subject.noun) id: ids are whole numbers from \(range(Numbering.ids)).",
            suggestion: subject.findIDs)
    }

    /// A range of numbers as a message says it: "1 to 2,147,483,647".
    static func range(_ numbers: ClosedRange<Int>) -> String {
        "\(RatingDisplay.groupedThousands(numbers.lowerBound)) to \(RatingDisplay.groupedThousands(numbers.upperBound))"
    }

    /// A page no list opens, as it was typed: below the first, or past the last any list opens.
    static func pageOutOfRange(written page: String, isBelow: Bool) -> ViewStateError {
        ViewStateError(
            kind: .invalidRequest,
            message: isBelow
                ? "Page \(page) is out of range: pages count from \(Paging.pages.lowerBound)."
                : "Page \(page) is out of range: pages count from \(range(Paging.pages)), the last any list opens.",
            suggestion: "Start with `--page 1`; every page says how many the list has.")
    }

    func notFound(_ id: Int, of subject: FailureSubject) -> ViewStateError {
        ViewStateError(kind: .notFound, message: "No \(subject.noun) has id \(id) in \(source).", suggestion: subject.findIDs)
    }

    /// Something other than an id that is not there, said in the context's own words.
    func notFound(_ message: String, suggestion: String) -> ViewStateError {
        ViewStateError(kind: .notFound, message: message, suggestion: suggestion)
    }

    /// A number out of its range, other than an id or a page (a season, an episode).
    static func outOfRange(_ message: String, suggestion: String) -> ViewStateError {
        ViewStateError(kind: .invalidRequest, message: message, suggestion: suggestion)
    }

    func page(_ error: PageRequestError) -> ViewStateError {
        switch error {
        case .outOfRange(let page):
            Self.pageOutOfRange(written: String(page), isBelow: page < Paging.pages.lowerBound)
        case .pastEnd(let page, let lastPage):
            ViewStateError(
                kind: .invalidRequest, message: "There is no page \(page): the list has \(lastPage == 1 ? "1 page" : "\(lastPage) pages").",
                suggestion: "Ask for a page from 1 to \(lastPage).")
        }
    }

    func source(_ failure: SourceFailure) -> ViewStateError {
        switch failure {
        case .unauthorized(let reason):
            ViewStateError(
                kind: .unauthorized, message: "\(sourceName) refused the credentials: \(reason)",
                suggestion: "Check the token or key Popcorn was given; `popcorn config` says where it came from.")
        case .unavailable(let reason):
            // A reason that names the source already ("TMDb could not be reached: …") says it all.
            ViewStateError(
                kind: .unavailable, message: reason.hasPrefix(sourceName) ? reason : "\(sourceName) could not answer: \(reason)",
                suggestion: whenUnavailable)
        }
    }

    /// Runs one use case and gives its answer, or its failure in words. A `Result` keeps the
    /// failure typed across `async let`, where a typed `throws` does not survive. An id the
    /// source does not have is said as a title known only by name when `knownName` knows it.
    func outcome<Value, Failure: WordedFailure>(
        _ request: () async throws(Failure) -> Value
    ) async -> Result<Value, ViewStateError> {
        do {
            return .success(try await request())
        } catch {
            if let item = error.missingItem, let name = await knownName?(item) {
                return .failure(knownOnlyByName(item, name: name))
            }
            return .failure(error.worded(by: self))
        }
    }
}
