/// A tool offered to a chat model: its name, what it is for (the model reads this), and the JSON
/// Schema of its arguments.
public struct ToolDefinition: Sendable, Equatable {
    public let name: String
    public let description: String
    public let parameters: JSONValue

    public init(name: String, description: String, parameters: JSONValue) {
        self.name = name
        self.description = description
        self.parameters = parameters
    }
}
