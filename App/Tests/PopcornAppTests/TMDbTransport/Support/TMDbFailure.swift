import TMDb
import Testing

/// The error a call threw, or nil when it succeeded: lets a test compare failures with `==`.
enum TMDbFailure {
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
