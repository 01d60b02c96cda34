/// Where text sits inside a wider column.
public enum TextAlignment: Sendable {
    case left
    case right
}
