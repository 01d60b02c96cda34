/// A file that cannot be imported: nothing of it is merged. Names the first line that is wrong
/// (1 for the first line of the file) and why.
public struct LibraryFileError: Error, Sendable, Equatable, CustomStringConvertible {
    public let line: Int
    public let reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    public var description: String { "line \(line): \(reason)" }
}
