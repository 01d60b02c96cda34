/// A reply not streamed, as the wire has it: `{"choices": [{"message": …, "finish_reason": …}], "usage": …}`.
struct CompletionWire: Decodable {
    let choices: [CompletionChoiceWire]
    let usage: ChatCompletionUsage?
}
