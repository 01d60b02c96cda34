import LibraryInfrastructure
import PostgresStore
import Testing

@testable import PopcornLibraryAdapters

/// Which of the library's failures each PostgreSQL failure is: the command line's exit code follows
/// from it (69 for `.unreachable`, 77 for `.credentialsRefused`).
@Suite struct PostgresLibraryErrorMapperTests {
    private let address = "postgres://anna@127.0.0.1:5432/films"

    @Test func aRefusedPasswordIsCredentialsRefusedNotUnreachable() {
        let refused = PostgresStoreError.credentialsRejected(address: address)
        #expect(
            PostgresLibraryErrorMapper.map(refused, writing: false)
                == .credentialsRefused("PostgreSQL at postgres://anna@127.0.0.1:5432/films refused the user or the password"))
        #expect(
            PostgresLibraryErrorMapper.map(refused, writing: true)
                == .credentialsRefused(
                    "PostgreSQL at postgres://anna@127.0.0.1:5432/films refused the user or the password; nothing was written"))
    }

    @Test(arguments: [
        PostgresStoreError.unreachable(address: "postgres://anna@127.0.0.1:5432/films", reason: "no answer within 2 seconds"),
        .busy(address: "postgres://anna@127.0.0.1:5432/films"), .invalidAddress("it names no host"),
    ])
    func aServerThatCannotBeUsedIsUnreachable(_ error: PostgresStoreError) {
        #expect(PostgresLibraryErrorMapper.map(error, writing: false) == .unreachable(error.description))
    }

    @Test func aStatementTheServerRefusesIsUnreadableOrUnwritable() {
        let failed = PostgresStoreError.failed("value too long (SQLSTATE 22001)")
        #expect(PostgresLibraryErrorMapper.map(failed, writing: false) == .unreadable(failed.description))
        #expect(PostgresLibraryErrorMapper.map(failed, writing: true) == .unwritable(failed.description + "; nothing was written"))
    }
}
