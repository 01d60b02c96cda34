/// What a tool answers when it could not: the catalogue does not know, or could not be asked.
/// The model is told in words, so that it can say so plainly.
public struct ToolFailureSheet: Sendable, Equatable, Codable {
    public var error: String

    public init(error: String) {
        self.error = error
    }
}
