/// Why the app could not start at all.
public enum AppStartupError: Error, Sendable, Equatable, CustomStringConvertible {
    case catalogueUnavailable(String)

    public var description: String {
        switch self {
        case .catalogueUnavailable(let reason): "The embedded catalogue is unavailable: \(reason)"
        }
    }
}
