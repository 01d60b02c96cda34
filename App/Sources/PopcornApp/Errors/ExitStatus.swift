import Presentation

/// The process exit codes, following sysexits(3) where one fits.
public enum ExitStatus {
    public static let success: Int32 = 0
    public static let failure: Int32 = 1
    /// EX_USAGE: the command line was wrong.
    public static let usage: Int32 = 64
    /// EX_UNAVAILABLE: the source of data could not be used.
    public static let unavailable: Int32 = 69

    public static func code(for kind: ViewStateError.Kind) -> Int32 {
        switch kind {
        case .invalidInput: usage
        case .unavailable: unavailable
        case .notFound, .unexpected: failure
        }
    }
}
