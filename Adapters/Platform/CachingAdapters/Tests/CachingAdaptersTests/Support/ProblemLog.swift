import CachingAdapters
import Synchronization

/// Keeps the problems a `SQLiteCache` reports, for a test to read.
final class ProblemLog: Sendable {
    private let problems = Mutex<[SQLiteCacheError]>([])

    var reported: [SQLiteCacheError] { problems.withLock { $0 } }

    func record(_ problem: SQLiteCacheError) {
        problems.withLock { $0.append(problem) }
    }
}
