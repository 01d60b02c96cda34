import Synchronization

/// Counts how often something was asked for, from any thread.
final class AskCounter: Sendable {
    private let value = Mutex(0)

    func increment() { value.withLock { $0 += 1 } }

    var count: Int { value.withLock { $0 } }
}
