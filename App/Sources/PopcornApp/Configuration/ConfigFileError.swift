/// Why the configuration file was not used. Never holds a value from the file: a bad line is
/// named by its number, so that a token on it is never printed.
enum ConfigFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file holds `secrets` (setting names, never values), and others can read or write it.
    case secretOpenToOthers(path: String, mode: UInt32, secrets: [String])
    case unreadable(path: String, reason: String)
    case badLine(path: String, number: Int)
    case unknownKey(path: String, key: String, number: Int)

    var description: String {
        switch self {
        case .secretOpenToOthers(let path, let mode, let secrets):
            "\(path) holds a secret (\(secrets.joined(separator: ", "))) and can be read or written by others "
                + "(mode \(String(mode, radix: 8))), so Popcorn will not use it."
        case .unreadable(let path, let reason):
            "\(path) cannot be read: \(reason)."
        case .badLine(let path, let number):
            "Line \(number) of \(path) is not `key = \"value\"` or a `[table]` header."
        case .unknownKey(let path, let key, let number):
            "Line \(number) of \(path) sets \(key), which Popcorn does not know."
        }
    }

    var suggestion: String {
        switch self {
        case .secretOpenToOthers(let path, _, _):
            "Run `chmod 600 \(path)` so that only you can read and write it, then try again; or keep the secret in the environment instead."
        case .unreadable: "Fix the file or remove it; the environment variables work without it."
        case .badLine, .unknownKey:
            "The keys are: \(ConfigSetting.all.map(\.key).joined(separator: ", ")) (see `popcorn config --help`)."
        }
    }
}
