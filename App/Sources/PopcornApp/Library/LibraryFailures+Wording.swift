import LibraryApplication
import LibraryDomain
import Presentation

// How the Library context's failures read, in the words `FailureWording` keeps for all contexts.

extension FetchHistoryError: WordedFailure {
    func worded(by wording: FailureWording) -> ViewStateError {
        switch self {
        case .page(let error): wording.page(error)
        case .library(.unreachable(let reason)), .library(.notALibrary(let reason)):
            ViewStateError(
                kind: .unavailable, message: "The history could not be read: \(reason)",
                suggestion: LibraryRepositoryError.whereTheLibraryLives)
        case .library(let error): error.worded(by: wording)
        }
    }
}

extension LibraryRepositoryError: WordedFailure {
    func worded(by wording: FailureWording) -> ViewStateError {
        switch self {
        case .unreadable(let reason): ViewStateError(kind: .unexpected, message: "The history could not be read: \(reason)")
        case .unwritable(let reason): ViewStateError(kind: .unexpected, message: "The history could not be written: \(reason)")
        case .unreachable(let reason), .notALibrary(let reason):
            // Data that cannot be had, as a source that cannot answer: exit 69, never "nothing yet"
            // or "cleared".
            ViewStateError(
                kind: .unavailable, message: "The history could not be opened: \(reason)", suggestion: Self.whereTheLibraryLives)
        case .credentialsRefused: refusedCredentials
        }
    }

    /// A library server that refused the user or the password, in one line that says where to
    /// change them (exit 77); the reason names the server without the password.
    var refusedCredentials: ViewStateError {
        ViewStateError(
            kind: .unauthorized,
            message: "The library could not be opened: \(description). Correct the user and password in "
                + "POPCORN_LIBRARY_URL or the config file's [library] url (`popcorn config` shows which is used).")
    }

    /// What to do about a library that cannot be reached: where it is kept, and how to choose another place.
    static let whereTheLibraryLives =
        "The history is library.sqlite in Popcorn's data folder ($XDG_DATA_HOME/popcorn; `popcorn config` shows it), "
        + "which your user must be able to read and write; or set XDG_DATA_HOME to a folder of your own."
}
