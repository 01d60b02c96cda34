import Foundation

/// Everything the app reads from its surroundings, read once at start-up: where its files live
/// (following the XDG base directory conventions) and the raw environment for the rest.
public struct AppConfiguration: Sendable {
    public let environment: [String: String]
    /// `$XDG_DATA_HOME/popcorn`, else `~/.local/share/popcorn`; nil when neither can be known.
    public let dataDirectory: URL?

    public init(environment: [String: String]) {
        self.environment = environment
        dataDirectory = Self.directory(
            override: environment["XDG_DATA_HOME"],
            home: environment["HOME"],
            fallback: ".local/share"
        )?.appendingPathComponent("popcorn", isDirectory: true)
    }

    public static func current() -> AppConfiguration {
        AppConfiguration(environment: ProcessInfo.processInfo.environment)
    }

    /// Where the embedded catalogue's database is kept.
    public var catalogueDatabaseURL: URL? {
        dataDirectory?.appendingPathComponent("catalogue.sqlite")
    }

    /// An XDG variable is used only when it holds an absolute path, as the specification says;
    /// otherwise the default under the home directory applies.
    private static func directory(override: String?, home: String?, fallback: String) -> URL? {
        if let override, override.hasPrefix("/") {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        guard let home, home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(fallback, isDirectory: true)
    }
}
