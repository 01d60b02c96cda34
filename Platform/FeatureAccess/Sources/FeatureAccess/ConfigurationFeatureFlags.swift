/// Feature flags read once from key-value configuration, such as the process environment.
///
/// `1`, `true`, `yes` and `on` turn a flag on; `0`, `false`, `no` and `off` turn it off (any case).
/// A flag that is absent, or set to anything else, keeps its default; `unreadableKeys` names the
/// keys that were set to something else, so the app can say so.
public struct ConfigurationFeatureFlags: FeatureFlagProvider {
    public static let defaultPrefix = "POPCORN_FEATURE_"

    private let configuration: [String: String]
    private let prefix: String

    public init(configuration: [String: String], prefix: String = Self.defaultPrefix) {
        self.configuration = configuration.filter { $0.key.hasPrefix(prefix) }
        self.prefix = prefix
    }

    public func isEnabled(_ flag: FeatureFlag) -> Bool {
        guard let text = configuration[flag.configurationKey(prefix: prefix)] else { return flag.isEnabledByDefault }
        return Self.parse(text) ?? flag.isEnabledByDefault
    }

    /// Keys under the prefix whose value is neither on nor off, sorted.
    public var unreadableKeys: [String] {
        configuration.filter { Self.parse($0.value) == nil }.map(\.key).sorted()
    }

    /// On (true) or off (false) as a switch in the configuration is written; nil for anything else.
    /// Other switches the app reads (`POPCORN_HISTORY`) are read the same way.
    public static func parse(_ text: String) -> Bool? {
        // One word, spaces around it allowed; split rather than Foundation's trimming, whose first
        // use costs every run of the app a quarter of a millisecond.
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count == 1 else { return nil }
        switch words[0].lowercased() {
        case "1", "true", "yes", "on": return true
        case "0", "false", "no", "off": return false
        default: return nil
        }
    }
}
