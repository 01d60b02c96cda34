public import Logging
public import Observability

#if canImport(Glibc)
    import Glibc
#endif

/// Reports what the app says about itself as log lines: an event as its name and attributes, a
/// span as its name and attributes once it ends, with how it ended and how long it took. What
/// the lines carry is only what the app put in its names and attributes, so an adapter that
/// never puts a secret there never logs one.
public struct LoggingObserver: Observer {
    private let logger: Logger

    public init(logger: Logger) {
        self.logger = logger
    }

    public func event(_ name: String, attributes: [String: String]) {
        logger.info("\(Self.describe(name, attributes))")
    }

    public func startSpan(_ name: String, attributes: [String: String]) -> any ObservedSpan {
        Span(logger: logger, title: Self.describe(name, attributes), start: ContinuousClock.now)
    }

    private struct Span: ObservedSpan {
        let logger: Logger
        let title: String
        let start: ContinuousClock.Instant

        func end(_ outcome: SpanOutcome) {
            let elapsed = ContinuousClock.now - start
            let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
            let time = String(Int(milliseconds.rounded())) + " ms"
            switch outcome {
            case .success: logger.info("\(title): done in \(time)")
            case .failure(let reason): logger.info("\(title): failed in \(time): \(reason)")
            }
        }
    }

    /// `name key=value …`, the attributes in a fixed order so that lines compare.
    static func describe(_ name: String, _ attributes: [String: String]) -> String {
        ([name] + attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
    }
}
