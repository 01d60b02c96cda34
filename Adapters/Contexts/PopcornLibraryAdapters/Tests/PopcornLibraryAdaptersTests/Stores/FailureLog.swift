import Synchronization

/// What went wrong on other threads, gathered for the test to look at.
final class FailureLog: Sendable {
    private let failures = Mutex<[String]>([])

    func add(_ failure: String) { failures.withLock { $0.append(failure) } }

    var all: [String] { failures.withLock { $0 } }
}
