import IntelligenceDomain
import Presentation

/// One tool the model called on the way to its answer, in `popcorn ask --json`: the call as the
/// model wrote it and the result as it was handed back (compact JSON, or a sentence when the
/// catalogue had nothing).
struct ToolCallDocument: JSONRecord {
    let id: String
    let name: String
    let arguments: String
    let result: String

    init(_ result: ToolResult) {
        id = result.call.id
        name = result.call.name
        arguments = result.call.arguments
        self.result = result.content
    }
}
