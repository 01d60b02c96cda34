import LibraryInfrastructure
import PostgresStore

/// The library's words for what went wrong with its PostgreSQL database: a server that cannot be
/// reached, has no connection to spare or whose URL cannot be used is `.unreachable` (the command
/// line exits 69); one that refuses the user or the password is `.credentialsRefused` (exit 77);
/// anything else is `.unreadable` or `.unwritable`. None of them shows the password.
enum PostgresLibraryErrorMapper {
    static func map(_ error: PostgresStoreError, writing: Bool) -> LibraryStoreError {
        switch error {
        case .invalidAddress, .unreachable, .busy:
            .unreachable(error.description + (writing ? "; nothing was written" : ""))
        case .credentialsRejected:
            .credentialsRefused(error.description + (writing ? "; nothing was written" : ""))
        case .failed:
            writing ? .unwritable(error.description + "; nothing was written") : .unreadable(error.description)
        }
    }
}
