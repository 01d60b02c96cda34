/// A model's call of a tool: `{"id", "type": "function", "function": {"name", "arguments"}}`.
public struct ChatCompletionToolCall: Sendable, Equatable, Codable {
    /// The call's id, which the tool's result names.
    public var id: String
    public var name: String
    /// The arguments as the model wrote them: a JSON object in a string, not checked.
    public var arguments: String

    public init(id: String, name: String, arguments: String) {
        self.id = id
        self.name = name
        self.arguments = arguments
    }

    private enum CodingKeys: String, CodingKey { case id, type, function }
    private enum FunctionKeys: String, CodingKey { case name, arguments }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        let function = try container.nestedContainer(keyedBy: FunctionKeys.self, forKey: .function)
        name = try function.decode(String.self, forKey: .name)
        arguments = try function.decodeIfPresent(String.self, forKey: .arguments) ?? ""
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode("function", forKey: .type)
        var function = container.nestedContainer(keyedBy: FunctionKeys.self, forKey: .function)
        try function.encode(name, forKey: .name)
        try function.encode(arguments, forKey: .arguments)
    }
}
