/// One choice of a streamed chunk.
struct ChunkChoiceWire: Decodable {
    let index: Int?
    let delta: DeltaWire?
    let finishReason: String?

    private enum CodingKeys: String, CodingKey {
        case index, delta
        case finishReason = "finish_reason"
    }
}
