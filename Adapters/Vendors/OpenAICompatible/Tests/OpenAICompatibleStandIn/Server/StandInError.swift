/// Why the stand-in could not start.
public enum StandInError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A socket could not be made, bound to 127.0.0.1 or listened on; `call` is the system call
    /// that failed and `code` its errno.
    case cannotListen(call: String, code: Int32)

    public var description: String {
        switch self {
        case .cannotListen(let call, let code): "the stand-in could not listen on 127.0.0.1: \(call) failed with errno \(code)"
        }
    }
}
