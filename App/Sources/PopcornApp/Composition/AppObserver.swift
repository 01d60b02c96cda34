import Observability
import Synchronization

/// What the app reports about itself, where it goes: a stale answer, or a search answered locally
/// because TMDb was out of reach, always becomes a one-line warning (the user should know the
/// facts may be old or partial), and with `--verbose` every event and span is also logged on
/// standard error. A warning is given once: a screen made of several stale answers says so once.
final class AppObserver: Observer {
    /// The log of `--verbose`; nil without it.
    let verbose: (any Observer)?
    private let warn: @Sendable (String) -> Void
    private let given = Mutex<Set<String>>([])

    init(verbose: (any Observer)?, warn: @escaping @Sendable (String) -> Void) {
        self.verbose = verbose
        self.warn = warn
    }

    private func warnOnce(_ message: String) {
        guard given.withLock({ $0.insert(message).inserted }) else { return }
        warn(message)
    }

    func event(_ name: String, attributes: [String: String]) {
        if name.hasSuffix(".cache.stale") {
            let age = attributes["age"].flatMap(Int.init).map(Self.describe(seconds:)) ?? "some time"
            warnOnce("TMDb could not be reached: this was kept from \(age) ago, and may have changed since.")
        }
        if name == "search.source.fallback" {
            warnOnce("TMDb could not be reached: these results come from the local index (the catalogue and any imported exports).")
        }
        verbose?.event(name, attributes: attributes)
    }

    func startSpan(_ name: String, attributes: [String: String]) -> any ObservedSpan {
        verbose?.startSpan(name, attributes: attributes) ?? NoopObserver().startSpan(name, attributes: attributes)
    }

    /// "3 minutes", "5 hours", "2 days": the largest unit that is at least one.
    static func describe(seconds: Int) -> String {
        let (count, unit): (Int, String) =
            switch seconds {
            case ..<120: (max(seconds, 0), "second")
            case ..<7_200: (seconds / 60, "minute")
            case ..<172_800: (seconds / 3_600, "hour")
            default: (seconds / 86_400, "day")
            }
        return "\(count) \(unit)\(count == 1 ? "" : "s")"
    }
}
