import LibraryApplication
import LibraryDomain
import Presentation

/// A failure of a watchlist or watched command, already in words: the library's errors said as
/// the watchlist's and the watches' (the history's own words are `LibraryFailures+Wording`'s).
struct LibraryFailure: WordedFailure {
    let error: ViewStateError

    func worded(by wording: FailureWording) -> ViewStateError { error }

    /// The library could not be read or written.
    static func library(_ failure: LibraryRepositoryError) -> LibraryFailure {
        switch failure {
        case .unreachable(let reason), .notALibrary(let reason):
            // Data that cannot be had is a source that cannot answer: exit 69, never an empty list.
            // A PostgreSQL server that cannot be reached says where it is; the data folder is not it.
            LibraryFailure(
                error: ViewStateError(
                    kind: .unavailable, message: "The library could not be opened: \(reason)",
                    suggestion: reason.contains("PostgreSQL") ? nil : whereTheLibraryLives))
        case .credentialsRefused(let reason):
            // A server that refuses the user or the password: exit 77, one line that says what to change.
            LibraryFailure(error: LibraryRepositoryError.credentialsRefused(reason).refusedCredentials)
        case .unreadable(let reason):
            LibraryFailure(error: ViewStateError(kind: .unexpected, message: "The library could not be read: \(reason)"))
        case .unwritable(let reason):
            LibraryFailure(
                error: ViewStateError(kind: .unexpected, message: "The library could not be written: \(reason) Nothing was changed."))
        }
    }

    /// The title's source could not say what it is: no such id, or the source could not answer.
    static func lookup(_ failure: PreviewLookupError, of title: TitleReference, wording: FailureWording) -> LibraryFailure {
        switch failure {
        case .notFound: LibraryFailure(error: wording.notFound(title.id, of: title.kind == .movie ? .movie : .series))
        case .source(let failure): LibraryFailure(error: wording.source(failure))
        }
    }

    static func adding(_ failure: AddToWatchlistError, of title: TitleReference, wording: FailureWording) -> LibraryFailure {
        switch failure {
        case .lookup(let lookup): Self.lookup(lookup, of: title, wording: wording)
        case .library(let library): Self.library(library)
        }
    }

    static func marking(_ failure: MarkWatchedError, of title: TitleReference, wording: FailureWording) -> LibraryFailure {
        switch failure {
        case .invalid(let invalid): LibraryFailure(error: ViewStateError(kind: .invalidRequest, message: invalid.description + "."))
        case .lookup(let lookup): Self.lookup(lookup, of: title, wording: wording)
        case .library(let library): Self.library(library)
        }
    }

    static let whereTheLibraryLives =
        "The library is library.sqlite in Popcorn's data folder ($XDG_DATA_HOME/popcorn; `popcorn config` shows it), "
        + "which your user must be able to read and write; or set XDG_DATA_HOME to a folder of your own."
}
