/// A line being typed at the foot of the screen: its text and where the cursor stands in it (a
/// count of characters from its start). Characters go in at the cursor; backspace takes the one
/// before it.
public struct LineEdit: Equatable, Sendable {
    public private(set) var text: String
    public private(set) var cursor: Int

    public init(_ text: String = "", cursor: Int? = nil) {
        self.text = text
        self.cursor = min(max(0, cursor ?? text.count), text.count)
    }

    public mutating func insert(_ character: Character) {
        text.insert(character, at: text.index(text.startIndex, offsetBy: cursor))
        cursor += 1
    }

    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        text.remove(at: text.index(text.startIndex, offsetBy: cursor - 1))
        cursor -= 1
    }

    public mutating func moveLeft() {
        cursor = max(0, cursor - 1)
    }

    public mutating func moveRight() {
        cursor = min(text.count, cursor + 1)
    }
}
