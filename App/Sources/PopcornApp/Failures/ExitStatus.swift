import Presentation

/// The process exit codes, following sysexits(3) where one fits. Each kind of failure maps to
/// exactly one code, here and nowhere else.
enum ExitStatus {
    static let success: Int32 = 0
    /// Not found, and anything else that went wrong.
    static let failure: Int32 = 1
    /// EX_USAGE: the command line was wrong.
    static let usage: Int32 = 64
    /// EX_UNAVAILABLE: the source of data could not be used.
    static let unavailable: Int32 = 69
    /// EX_NOPERM: the source refused the credentials it was given.
    static let unauthorized: Int32 = 77
    /// 128 + SIGPIPE: whoever read standard output closed it early, as a shell reports a
    /// program that a closed pipe stopped.
    static let brokenPipe: Int32 = 141

    static func code(for kind: ViewStateError.Kind) -> Int32 {
        switch kind {
        case .invalidRequest: usage
        case .unavailable: unavailable
        case .unauthorized: unauthorized
        case .notFound, .unexpected: failure
        }
    }
}
