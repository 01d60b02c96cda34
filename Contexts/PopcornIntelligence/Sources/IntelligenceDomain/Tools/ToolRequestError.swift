/// Why a tool call cannot be run; the reason is handed back to the model as the tool's result.
public enum ToolRequestError: Error, Sendable, Equatable {
    case unknownTool(String)
    case badArguments(String)
}
