/// The function part of a streamed tool-call fragment.
struct FunctionFragmentWire: Decodable {
    let name: String?
    let arguments: String?
}
