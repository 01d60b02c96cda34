/// A key the full-screen browser acts on, decoded from what the terminal sends.
public enum Key: Equatable, Sendable {
    case up, down, left, right
    case pageUp, pageDown
    case enter, backspace, escape
    case interrupt
    case redraw
    case character(Character)
}
