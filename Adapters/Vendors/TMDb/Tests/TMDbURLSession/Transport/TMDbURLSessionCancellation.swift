import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Ties one data task to the task that awaits it: whichever comes second, the data task or the
/// cancellation, cancels the data task, so that a request is never left running for nobody.
final class TMDbURLSessionCancellation: Sendable {
    private struct State {
        var task: URLSessionDataTask?
        var isCancelled = false
    }

    private let state = Mutex(State())

    /// Keeps `task`, and cancels it at once if the awaiting task was cancelled before it existed.
    func attach(_ task: URLSessionDataTask) {
        let cancelled = state.withLock { state in
            state.task = task
            return state.isCancelled
        }
        if cancelled { task.cancel() }
    }

    func cancel() {
        let task = state.withLock { state in
            state.isCancelled = true
            return state.task
        }
        task?.cancel()
    }
}
