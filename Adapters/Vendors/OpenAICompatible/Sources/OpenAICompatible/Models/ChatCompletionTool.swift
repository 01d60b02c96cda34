/// A tool the model may call: `{"type": "function", "function": {"name", "description", "parameters"}}`.
public struct ChatCompletionTool: Sendable, Equatable, Encodable {
    public var name: String
    public var description: String
    /// The JSON Schema of the arguments.
    public var parameters: OpenAICompatibleJSON

    public init(name: String, description: String, parameters: OpenAICompatibleJSON) {
        self.name = name
        self.description = description
        self.parameters = parameters
    }

    private enum CodingKeys: String, CodingKey { case type, function }
    private enum FunctionKeys: String, CodingKey { case name, description, parameters }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("function", forKey: .type)
        var function = container.nestedContainer(keyedBy: FunctionKeys.self, forKey: .function)
        try function.encode(name, forKey: .name)
        try function.encode(description, forKey: .description)
        try function.encode(parameters, forKey: .parameters)
    }
}
