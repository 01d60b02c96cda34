import DesignSystem
import Foundation
import Synchronization

/// The line a first run shows on a terminal while it builds the catalogue database: nothing for
/// the first half second (a quick build says nothing), then "Building the catalogue… 42%",
/// rewritten in place, and erased when the build is done.
final class BuildProgressLine: Sendable {
    private struct State {
        var started: ContinuousClock.Instant?
        var shown = false
    }

    static let delay = Duration.milliseconds(500)

    private let console: Console
    /// The terminal's width: the line is cut to fit, so that it never wraps.
    private let width: Int
    private let state = Mutex(State())

    init(console: Console, width: Int) {
        self.console = console
        self.width = width
    }

    func report(done: Int, total: Int) {
        let line: String? = state.withLock { state in
            let now = ContinuousClock.now
            guard let started = state.started else {
                state.started = now
                return nil
            }
            if done >= total {
                return state.shown ? "\r\u{1B}[K" : nil
            }
            guard now - started >= Self.delay else { return nil }
            state.shown = true
            let percent = "\(total > 0 ? done * 100 / total : 0)%"
            return "\r" + DisplayWidth.truncate("Building the catalogue… ", to: max(0, width - percent.count - 1)) + percent
        }
        if let line { console.err(line) }
    }
}
