/// Joins the fragments of streamed tool calls into whole calls.
///
/// A call's fragments share an index; its first names its id and function, the rest add pieces of
/// the arguments. Calls are told apart by id too: a fragment with a new id under an index already
/// in use (as some servers send every call at index 0) starts another call. A call the server
/// gave no id gets `call_<n>`.
struct ToolCallAssembler: Sendable {
    private struct PartialCall {
        var id: String?
        var name = ""
        var arguments = ""
    }

    private var calls: [PartialCall] = []
    /// Where in `calls` the call now being written under each index is.
    private var positions: [Int: Int] = [:]

    var isEmpty: Bool { calls.isEmpty }

    mutating func add(_ fragment: ToolCallFragmentWire) {
        let index = fragment.index ?? 0
        let position: Int
        if let existing = positions[index], fragment.id == nil || calls[existing].id == nil || calls[existing].id == fragment.id {
            position = existing
        } else {
            calls.append(PartialCall())
            position = calls.count - 1
            positions[index] = position
        }
        if let id = fragment.id, calls[position].id == nil { calls[position].id = id }
        if let name = fragment.function?.name, calls[position].name.isEmpty { calls[position].name = name }
        if let arguments = fragment.function?.arguments { calls[position].arguments += arguments }
    }

    /// The calls so far, in the order they began.
    var toolCalls: [ChatCompletionToolCall] {
        calls.enumerated().map { number, call in
            ChatCompletionToolCall(id: call.id ?? "call_\(number + 1)", name: call.name, arguments: call.arguments)
        }
    }
}
