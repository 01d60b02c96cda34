/// Why the configuration file was not used. Never holds a value from the file: a bad line is
/// named by its number, so that a token on it is never printed.
enum ConfigFileError: Error, Sendable, Equatable, CustomStringConvertible {
    case openToOthers(path: String, mode: UInt32)
    case unreadable(path: String, reason: String)
    case badLine(path: String, number: Int)
    case unknownKey(path: String, key: String, number: Int)

    var description: String {
        switch self {
        case .openToOthers(let path, let mode):
            "\(path) can be read or written by others (mode \(String(mode, radix: 8))), and it may hold a TMDb token, so Popcorn will not use it."
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
        case .openToOthers(let path, _): "Run `chmod 600 \(path)`, then try again."
        case .unreadable: "Fix the file or remove it; the environment variables work without it."
        case .badLine, .unknownKey:
            "The keys are: \(ConfigFile.knownKeys.joined(separator: ", ")) (see `popcorn config --help`)."
        }
    }
}
