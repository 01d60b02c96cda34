import PostgresNIO

/// What a failure from postgres-nio means for the caller: ask again, give up as unreachable, or
/// report. Built from the error's SQLSTATE and code only: postgres-nio's texts and a query's values
/// are never shown.
enum PostgresFailure: Equatable {
    /// No connection to spare (53300), the server starting up or shutting down (57P03), or a
    /// transaction given up to a deadlock or a conflict (40P01, 40001): nothing was written, ask again.
    case retry
    /// The connection could not be made or was lost.
    case unreachable(String)
    /// The user or the password was refused (28P01, 28000).
    case credentialsRejected
    /// Anything else, said in the server's words with its SQLSTATE.
    case other(String)

    init(_ error: any Error) {
        guard let error = error as? PSQLError else {
            if error is PostgresDecodingError {
                self = .other("a stored value could not be read")
            } else if let error = error as? PostgresStoreError {
                self = .other(error.description)
            } else {
                self = .other("\(type(of: error))")
            }
            return
        }
        if let state = error.serverInfo?[.sqlState] {
            let message = error.serverInfo?[.message] ?? "no message"
            switch state {
            case "53300", "57P03", "40P01", "40001": self = .retry
            case "28P01", "28000": self = .credentialsRejected
            case "57P01", "57P02": self = .unreachable("the server is shutting down")
            default: self = .other("\(message) (SQLSTATE \(state))")
            }
            return
        }
        switch error.code {
        case .connectionError: self = .unreachable("no server answered (refused, or no route to it)")
        case .serverClosedConnection, .uncleanShutdown: self = .unreachable("the server closed the connection")
        case .clientClosedConnection: self = .unreachable("the connection was closed")
        case .sslUnsupported: self = .other("the server does not offer TLS, which sslmode=require asks for")
        default: self = .other("the connection failed (\(error.code))")
        }
    }
}
