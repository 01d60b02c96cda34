/// The message of a choice not streamed; its role is not needed, and some servers leave it out.
struct CompletionMessageWire: Decodable {
    let content: String?
    let toolCalls: [ChatCompletionToolCall]?

    private enum CodingKeys: String, CodingKey {
        case content
        case toolCalls = "tool_calls"
    }
}
