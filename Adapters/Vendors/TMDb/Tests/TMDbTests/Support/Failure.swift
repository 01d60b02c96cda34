import TMDb
import Testing

/// The error a call threw, or nil when it succeeded: lets a test compare failures with `==`.
/// Every endpoint throws `TMDbError` alone (the compiler holds it to that); anything else thrown
/// here is recorded as an issue.
enum Failure {
    static func of<Value>(_ call: () async throws -> Value) async -> TMDbError? {
        do {
            _ = try await call()
            return nil
        } catch let error as TMDbError {
            return error
        } catch {
            Issue.record("a call threw \(error), which is not a TMDbError")
            return nil
        }
    }
}
