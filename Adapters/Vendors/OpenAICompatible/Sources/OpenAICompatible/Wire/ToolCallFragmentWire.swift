/// A fragment of a streamed tool call: the first of a call carries its index, id and name; the
/// rest, under the same index, carry pieces of the arguments.
struct ToolCallFragmentWire: Decodable {
    let index: Int?
    let id: String?
    let function: FunctionFragmentWire?
}
