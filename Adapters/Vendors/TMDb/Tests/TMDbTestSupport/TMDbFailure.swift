public import TMDb
import Testing

/// The error a call threw, or nil when it succeeded: lets a test compare failures with `==`.
/// Every endpoint throws `TMDbError` alone (the compiler holds it to that); anything else thrown
/// here is recorded as an issue.
public enum TMDbFailure {
    public static func of<Value>(_ call: () async throws -> Value) async -> TMDbError? {
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

extension TMDbFailure {
    /// Why a call found TMDb out of reach; nil, with an issue recorded, when it ended otherwise.
    public static func unreachableReason<Value>(of call: () async throws -> Value) async -> String? {
        let failure = await of(call)
        guard case .unreachable(let reason)? = failure else {
            Issue.record("expected unreachable, got \(String(describing: failure))")
            return nil
        }
        return reason
    }
}
