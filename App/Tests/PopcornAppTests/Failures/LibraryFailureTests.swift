import LibraryDomain
import Presentation
import Testing

@testable import PopcornApp

/// The exit code and words of a library that cannot be used: a server that refuses the credentials
/// is 77 (EX_NOPERM) with one line saying where to correct them; one that cannot be reached, 69.
@Suite struct LibraryFailureTests {
    private let wording = FailureWording(source: "the embedded catalogue")
    private let refused = LibraryRepositoryError.credentialsRefused(
        "PostgreSQL at postgres://anna@127.0.0.1:5432/films refused the user or the password")

    @Test func aServerThatRefusesTheCredentialsIsExit77WithHowToCorrectThem() {
        for error in [LibraryFailure.library(refused).worded(by: wording), refused.worded(by: wording)] {
            #expect(error.kind == .unauthorized)
            #expect(ExitStatus.code(for: error.kind) == 77)
            #expect(
                error.message
                    == "The library could not be opened: PostgreSQL at postgres://anna@127.0.0.1:5432/films refused the user or the "
                    + "password. Correct the user and password in POPCORN_LIBRARY_URL or the config file's [library] url "
                    + "(`popcorn config` shows which is used).")
            #expect(error.suggestion == nil)
            #expect(!error.message.contains("\n"))
        }
    }

    @Test func aServerThatCannotBeReachedIsStillExit69() {
        let error = LibraryFailure.library(.unreachable("cannot reach PostgreSQL at postgres://anna@127.0.0.1:5432/films"))
            .worded(by: wording)
        #expect(ExitStatus.code(for: error.kind) == 69)
        #expect(error.suggestion == nil)
    }
}
