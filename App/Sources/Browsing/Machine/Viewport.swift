/// Which lines of a screen's text are in sight: `height` lines from `top`, never past the end.
struct Viewport: Equatable {
    private(set) var top = 0
    var height: Int {
        didSet { clamp() }
    }
    var lineCount: Int {
        didSet { clamp() }
    }

    init(top: Int = 0, height: Int, lineCount: Int) {
        self.height = max(1, height)
        self.lineCount = lineCount
        self.top = top
        clamp()
    }

    var lines: Range<Int> { top..<min(lineCount, top + height) }

    func shows(_ line: Int) -> Bool { line >= top && line < top + height }

    /// Scrolls just enough to bring `line` into sight.
    mutating func reveal(_ line: Int) {
        if line < top {
            top = line
        } else if line >= top + height {
            top = line - height + 1
        }
        clamp()
    }

    mutating func scroll(by lines: Int) {
        top += lines
        clamp()
    }

    private mutating func clamp() {
        top = min(max(0, top), max(0, lineCount - height))
    }
}
