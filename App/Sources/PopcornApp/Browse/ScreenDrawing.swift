import DesignSystem

/// A screen drawn for the browser: its lines, its links numbered in reading order, and how to
/// follow one by its number.
@MainActor
struct ScreenDrawing {
    let lines: [String]
    let links: [TextLink<Int>]
    let follow: (Int) -> Void

    /// Nothing drawn: what the browser holds before a screen's first draw.
    static let empty = ScreenDrawing(lines: [], links: [], follow: { _ in })
}
