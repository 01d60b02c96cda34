/// Why a test's PostgreSQL server could not be started or set up.
public struct PostgresTestServerError: Error, CustomStringConvertible, Sendable {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
