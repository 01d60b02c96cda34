/// One choice of a reply not streamed.
struct CompletionChoiceWire: Decodable {
    let message: CompletionMessageWire
    let finishReason: String?

    private enum CodingKeys: String, CodingKey {
        case message
        case finishReason = "finish_reason"
    }
}
