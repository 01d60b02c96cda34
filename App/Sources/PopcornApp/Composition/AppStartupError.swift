/// Why the app could not start at all.
enum AppStartupError: Error, Sendable, Equatable, CustomStringConvertible {
    case catalogueUnavailable(String)

    var description: String {
        switch self {
        case .catalogueUnavailable(let reason): "The embedded catalogue is unavailable: \(reason)"
        }
    }
}
