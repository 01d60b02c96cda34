import Synchronization

/// Prints a reply on standard output as its pieces arrive, wrapped as it goes
/// (`StreamingWordWrapper`). The pieces come from the task asking the model; a failed write is
/// kept, printing stops, and the caller reads it once the reply has ended.
final class ReplyPrinter: Sendable {
    private let console: Console
    private let state: Mutex<(wrapper: StreamingWordWrapper, failure: ConsoleWriteError?)>

    init(console: Console, width: Int, rewritesLine: Bool) {
        self.console = console
        state = Mutex((StreamingWordWrapper(width: width, rewritesLine: rewritesLine), nil))
    }

    /// Prints `piece`, as far as the wrapping lets it be placed.
    func print(_ piece: String) {
        state.withLock { state in
            guard state.failure == nil else { return }
            let text = state.wrapper.feed(piece)
            guard !text.isEmpty else { return }
            do throws(ConsoleWriteError) {
                try console.out(text)
            } catch {
                state.failure = error
            }
        }
    }

    /// Prints what was held back and ends the line.
    /// - Returns: the first write that failed, if one did.
    func finish() -> ConsoleWriteError? {
        state.withLock { state -> ConsoleWriteError? in
            guard state.failure == nil else { return state.failure }
            let text = state.wrapper.finish()
            guard !text.isEmpty else { return nil }
            do throws(ConsoleWriteError) {
                try console.out(text)
            } catch {
                state.failure = error
            }
            return state.failure
        }
    }
}
