/// Why a review could not be made.
public enum ReviewError: Error, Sendable, CustomStringConvertible {
    /// A revision git does not know, or one that is no commit: the caller's mistake (exit 64).
    case badRevision(String, reason: String)
    /// The root is no git work tree (exit 64).
    case notARepository(String)
    case gitFailed(command: String, message: String)
    case unreadable(String)

    public var description: String {
        switch self {
        case .badRevision(let revision, let reason): "'\(revision)' is not a revision of this repository: \(reason)"
        case .notARepository(let path): "\(path) is not a git work tree"
        case .gitFailed(let command, let message): "git \(command) failed: \(message)"
        case .unreadable(let message): message
        }
    }

    /// The exit status the command line gives it.
    public var exitStatus: Int32 {
        switch self {
        case .badRevision, .notARepository: 64
        case .gitFailed, .unreadable: 1
        }
    }
}
