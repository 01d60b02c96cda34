/// One `data:` payload of a streamed reply: `{"choices": [{"delta": …, "finish_reason": …}], "usage": …}`,
/// or, from servers that fail mid-stream, `{"error": …}`.
struct ChunkWire: Decodable {
    let choices: [ChunkChoiceWire]?
    let usage: ChatCompletionUsage?
    let error: OpenAICompatibleJSON?
}
