/// A key as a terminal sends it, decoded: the full-screen browser and the chat's prompt act on
/// those they know and leave the rest.
public enum Key: Equatable, Sendable {
    case up, down, left, right
    case home, end
    case pageUp, pageDown
    case enter, backspace, delete, escape
    /// Ctrl-C.
    case interrupt
    /// Ctrl-L.
    case redraw
    /// Ctrl and a letter, lower case, for those not named above: Ctrl-A is `.control("a")`, Ctrl-D
    /// (end of input) `.control("d")`.
    case control(Character)
    case character(Character)
}
