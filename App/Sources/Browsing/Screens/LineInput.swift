/// What a screen that takes a typed line asks for: the words before the line ("Ask: ").
public struct LineInput: Equatable, Sendable {
    public let prompt: String

    public init(prompt: String) {
        self.prompt = prompt
    }
}
