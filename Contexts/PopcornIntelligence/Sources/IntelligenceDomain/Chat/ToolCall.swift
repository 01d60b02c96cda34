/// A model asking for a tool: the call's id (which its result names), the tool's name, and the
/// arguments as the JSON text the model wrote.
public struct ToolCall: Sendable, Hashable, Codable {
    public let id: String
    public let name: String
    public let arguments: String

    public init(id: String, name: String, arguments: String) {
        self.id = id
        self.name = name
        self.arguments = arguments
    }
}
