/// A person as Search shows them in a list: enough to recognise them and open their page.
public struct PersonPreview: Sendable, Equatable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
