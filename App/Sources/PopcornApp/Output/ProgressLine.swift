import DesignSystem
import Foundation
import Synchronization

/// The line shown on a terminal while a long piece of work runs (a first run's catalogue build, an
/// import): nothing for the first half second (quick work says nothing), then "Building the
/// catalogue… 42%", rewritten in place, and erased when the work is done.
final class ProgressLine: Sendable {
    private struct State {
        var started: ContinuousClock.Instant?
        var shown = false
    }

    static let delay = Duration.milliseconds(500)

    private let console: Console
    /// The terminal's width: the line is cut to fit, so that it never wraps.
    private let width: Int
    private let label: String
    private let state = Mutex(State())

    init(console: Console, width: Int, label: String = "Building the catalogue…") {
        self.console = console
        self.width = width
        self.label = label
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
            return "\r" + DisplayWidth.truncate(label + " ", to: max(0, width - percent.count - 1)) + percent
        }
        if let line { console.err(line) }
    }
}
