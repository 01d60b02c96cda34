/// Paints text by role when colour is enabled, and leaves it untouched when it is not.
public struct Styler: Sendable {
    public let isColourEnabled: Bool

    public init(isColourEnabled: Bool) {
        self.isColourEnabled = isColourEnabled
    }

    public static let plain = Styler(isColourEnabled: false)

    public func paint(_ text: String, as role: ColourRole) -> String {
        guard isColourEnabled, !text.isEmpty else { return text }
        return "\u{1B}[\(role.selectGraphicRendition)m\(text)\u{1B}[0m"
    }
}
