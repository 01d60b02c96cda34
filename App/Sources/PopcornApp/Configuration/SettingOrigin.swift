/// Where a setting's value came from, for `popcorn config` and for messages.
enum SettingOrigin: Sendable, Equatable, CustomStringConvertible {
    case flag(String)
    case environment(String)
    case configFile(path: String, key: String)
    case builtIn

    var description: String {
        switch self {
        case .flag(let name): "the \(name) flag"
        case .environment(let name): name
        case .configFile(let path, let key): "\(key) in \(path)"
        case .builtIn: "the default"
        }
    }
}
