import Browsing
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C while a reply streams (the terminal in its usual mode then, so the key comes as SIGINT):
/// the reply's task is cancelled, and the chat goes on. SIGINT with no reply under way ends the run
/// unless a prompt reads Ctrl-C itself (it can then come only as a reply ends, and is let go);
/// SIGTERM and SIGHUP end it, the terminal restored first. The signals are caught from the moment
/// `listen` returns (`CaughtSignals`), so that nothing runs inside a signal handler.
final class ReplyInterrupter: Sendable {
    private let stopReply = Mutex<(@Sendable () -> Void)?>(nil)
    private nonisolated(unsafe) var idleInterruptEndsRun = true

    /// Takes the signals from here on.
    /// - Parameter idleInterruptEndsRun: whether SIGINT with no reply under way ends the run.
    func listen(idleInterruptEndsRun: Bool = true) {
        self.idleInterruptEndsRun = idleInterruptEndsRun
        CaughtSignals.catching([SIGINT, SIGTERM, SIGHUP]) { [self] number in received(number) }
    }

    private func received(_ number: Int32) {
        if number == SIGINT, let stop = stopReply.withLock({ $0 }) {
            stop()
            return
        }
        if number == SIGINT, !idleInterruptEndsRun { return }
        RawLineMode.leave()
        exit(128 + number)
    }

    /// Runs `work` as a task that Ctrl-C cancels, and waits for what it comes to.
    func stoppable<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) async -> Value {
        let task = Task { await work() }
        stopReply.withLock { $0 = { task.cancel() } }
        let value = await task.value
        stopReply.withLock { $0 = nil }
        return value
    }
}
