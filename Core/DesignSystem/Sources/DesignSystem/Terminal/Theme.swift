/// Everything a renderer needs to know about where its text goes: how to paint it and how wide it may be.
public struct Theme: Sendable {
    public let styler: Styler
    public let width: Int

    public init(styler: Styler, width: Int) {
        self.styler = styler
        self.width = max(20, width)
    }

    /// No colour, 80 columns: what tests and pipes get.
    public static let plain = Theme(styler: .plain, width: Terminal.fallbackWidth)
}
