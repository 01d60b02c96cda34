/// Which lines of a screen's text are in sight: `height` lines from `top`, never past the end.
public struct Viewport: Equatable, Sendable {
    public private(set) var top: Int
    /// At least one line.
    public let height: Int
    public let lineCount: Int

    public init(top: Int = 0, height: Int, lineCount: Int) {
        self.height = max(1, height)
        self.lineCount = max(0, lineCount)
        self.top = top
        clamp()
    }

    /// The lines in sight, in order; empty when there are none.
    public var lines: Range<Int> { top..<min(lineCount, top + height) }

    public func shows(_ line: Int) -> Bool { line >= top && line < top + height }

    /// Scrolls just enough to bring `line` into sight.
    public mutating func reveal(_ line: Int) {
        if line < top {
            top = line
        } else if line >= top + height {
            top = line - height + 1
        }
        clamp()
    }

    public mutating func scroll(by lines: Int) {
        top += lines
        clamp()
    }

    private mutating func clamp() {
        top = min(max(0, top), max(0, lineCount - height))
    }
}
