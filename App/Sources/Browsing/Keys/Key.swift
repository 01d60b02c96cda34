/// A key the full-screen browser acts on, decoded from what the terminal sends.
enum Key: Equatable {
    case up, down, left, right
    case pageUp, pageDown
    case enter, backspace, escape
    case interrupt
    case redraw
    case character(Character)
}
