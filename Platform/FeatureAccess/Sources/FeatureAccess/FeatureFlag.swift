/// A switch for behaviour that can be turned on or off without a new build.
///
/// The name is lower-case words joined by hyphens ("next-step-hints"); configuration spells it
/// as an upper-case key with a prefix (`POPCORN_FEATURE_NEXT_STEP_HINTS`).
public struct FeatureFlag: Hashable, Sendable {
    public let name: String
    public let isEnabledByDefault: Bool

    public init(_ name: String, enabledByDefault: Bool) {
        self.name = name
        self.isEnabledByDefault = enabledByDefault
    }

    /// The configuration key for this flag under `prefix`.
    public func configurationKey(prefix: String) -> String {
        prefix + String(name.uppercased().map { $0 == "-" ? "_" : $0 })
    }
}
