/// The body of `POST /chat/completions`.
struct RequestBodyWire: Encodable {
    let request: ChatCompletionRequest
    let stream: Bool

    private enum CodingKeys: String, CodingKey {
        case model, messages, tools, temperature, stream
        case streamOptions = "stream_options"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(request.model, forKey: .model)
        try container.encode(request.messages, forKey: .messages)
        if !request.tools.isEmpty { try container.encode(request.tools, forKey: .tools) }
        try container.encodeIfPresent(request.temperature, forKey: .temperature)
        try container.encode(stream, forKey: .stream)
        if stream, request.asksForStreamedUsage { try container.encode(["include_usage": true], forKey: .streamOptions) }
    }
}
