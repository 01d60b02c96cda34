/// What a streamed chunk adds to the message: a piece of text, fragments of tool calls.
struct DeltaWire: Decodable {
    let content: String?
    let toolCalls: [ToolCallFragmentWire]?

    private enum CodingKeys: String, CodingKey {
        case content
        case toolCalls = "tool_calls"
    }
}
