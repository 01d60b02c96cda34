#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the process's standard streams are connected to.
public enum Terminal {
    public static let fallbackWidth = 80

    /// Whether the file descriptor is a terminal (not a pipe or a file).
    public static func isTerminal(_ fileDescriptor: Int32) -> Bool {
        isatty(fileDescriptor) == 1
    }

    /// The width to lay text out in: the terminal's own when the descriptor is one, else `COLUMNS`
    /// when it holds a sensible number, else 80.
    public static func width(of fileDescriptor: Int32, environment: [String: String]) -> Int {
        if isTerminal(fileDescriptor), let columns = windowColumns(fileDescriptor) {
            return columns
        }
        if let text = environment["COLUMNS"], let columns = Int(text), (20...1000).contains(columns) {
            return columns
        }
        return fallbackWidth
    }

    private static func windowColumns(_ fileDescriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 20 else { return nil }
        return Int(size.ws_col)
    }
}
