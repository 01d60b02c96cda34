import Foundation

/// The requests one client has under way, by what they ask, so that identical requests made
/// while one is in flight share it: one exchange with TMDb (retries included), one answer for all.
///
/// The first caller for a key starts the exchange in a task of its own; later callers for the same
/// key wait for its outcome. The entry goes when the exchange ends, so the next caller asks TMDb
/// again (the client keeps no cache). A caller whose task is cancelled stops waiting at once and
/// gets ``TMDbError/cancelled``; the exchange goes on for the others, and is cancelled only when
/// every caller waiting for it has been.
actor TMDbInFlightRequests {
    typealias Outcome = Result<Data, TMDbError>

    private struct Entry {
        /// Tells this exchange from a later one for the same key.
        let generation: Int
        var task: Task<Void, Never>?
        var waiters: [Int: CheckedContinuation<Outcome, Never>]
    }

    private var entries: [String: Entry] = [:]
    /// Numbers callers and exchanges, each once.
    private var counter = 0

    /// How many exchanges are under way, for tests.
    var count: Int { entries.count }

    /// How many callers wait for them, for tests.
    var callers: Int { entries.values.reduce(0) { $0 + $1.waiters.count } }

    /// The outcome of the exchange for `key`: the one under way, or one `exchange` starts now.
    func outcome(for key: String, exchange: @escaping @Sendable () async -> Outcome) async -> Outcome {
        counter += 1
        let waiter = counter
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                join(key, waiter: waiter, continuation: continuation, exchange: exchange)
            }
        } onCancel: {
            Task { await self.leave(key, waiter: waiter) }
        }
    }

    private func join(
        _ key: String, waiter: Int, continuation: CheckedContinuation<Outcome, Never>,
        exchange: @escaping @Sendable () async -> Outcome
    ) {
        if Task.isCancelled {
            continuation.resume(returning: .failure(.cancelled))
            return
        }
        if entries[key] != nil {
            entries[key]?.waiters[waiter] = continuation
            return
        }
        counter += 1
        let generation = counter
        entries[key] = Entry(generation: generation, task: nil, waiters: [waiter: continuation])
        entries[key]?.task = Task {
            let outcome = await exchange()
            self.finish(key, generation: generation, outcome: outcome)
        }
    }

    /// A caller was cancelled: it stops waiting, and the exchange stops when nobody waits for it.
    private func leave(_ key: String, waiter: Int) {
        guard var entry = entries[key], let continuation = entry.waiters.removeValue(forKey: waiter) else { return }
        continuation.resume(returning: .failure(.cancelled))
        if entry.waiters.isEmpty {
            entry.task?.cancel()
            entries[key] = nil
        } else {
            entries[key] = entry
        }
    }

    private func finish(_ key: String, generation: Int, outcome: Outcome) {
        guard let entry = entries[key], entry.generation == generation else { return }
        entries[key] = nil
        for continuation in entry.waiters.values { continuation.resume(returning: outcome) }
    }
}
