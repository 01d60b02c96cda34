import IntelligenceDomain
import OpenAICompatible

/// Intelligence's chat vocabulary and the chat completions wire types, each way.
struct ChatWireMapper {
    /// The messages as sent. Offered no tools, a server is shown no tool calls either: the model's
    /// calls are left out and each tool's result (the fact sheet, at least) comes as a system
    /// message of catalogue facts, which a server without tools reads like any other.
    func messages(_ messages: [ChatMessage], toolsOffered: Bool) -> [ChatCompletionMessage] {
        messages.compactMap { message in
            switch message.role {
            case .system: .system(message.content)
            case .user: .user(message.content)
            case .assistant:
                if toolsOffered {
                    ChatCompletionMessage(
                        role: .assistant, content: message.toolCalls.isEmpty || !message.content.isEmpty ? message.content : nil,
                        toolCalls: message.toolCalls.map(toolCall))
                } else if message.content.isEmpty {
                    nil
                } else {
                    ChatCompletionMessage(role: .assistant, content: message.content)
                }
            case .tool:
                if toolsOffered, let id = message.toolCallID {
                    .toolResult(message.content, forCall: id)
                } else {
                    .system("Facts from the catalogue: \(message.content)")
                }
            }
        }
    }

    func tool(_ definition: ToolDefinition) -> ChatCompletionTool {
        ChatCompletionTool(name: definition.name, description: definition.description, parameters: json(definition.parameters))
    }

    func toolCall(_ call: ToolCall) -> ChatCompletionToolCall {
        ChatCompletionToolCall(id: call.id, name: call.name, arguments: call.arguments)
    }

    func json(_ value: JSONValue) -> OpenAICompatibleJSON {
        switch value {
        case .null: .null
        case .bool(let value): .bool(value)
        case .number(let value): .number(value)
        case .string(let value): .string(value)
        case .array(let values): .array(values.map(json))
        case .object(let members): .object(members.mapValues(json))
        }
    }

    func event(_ event: ChatCompletionEvent) -> ChatEvent {
        switch event {
        case .text(let piece): .text(piece)
        case .toolCall(let call): .toolCall(ToolCall(id: call.id, name: call.name, arguments: call.arguments))
        case .finished(let reason, let usage):
            .end(
                ChatEnd(
                    reason: finishReason(reason),
                    usage: usage.map { TokenUsage(promptTokens: $0.promptTokens, completionTokens: $0.completionTokens) }))
        }
    }

    func finishReason(_ reason: String?) -> FinishReason {
        switch reason {
        case "stop", nil: .stop
        case "tool_calls", "function_call": .toolCalls
        case "length": .length
        case let other?: .other(other)
        }
    }

    /// The vendor's error in the port's terms: a refused key is `unauthorized`, a reply that is no
    /// completion `malformedReply`, and the rest (no server, no answer in time, a refusal) leaves
    /// the model `unavailable`. The vendor's words name no key.
    func error(_ error: OpenAICompatibleError) -> ChatModelError {
        switch error {
        case .authenticationRejected: .unauthorized(error.description)
        case .malformedReply, .invalidRequest: .malformedReply(error.description)
        case .toolsUnsupported, .rateLimited, .connectTimedOut, .silence, .connectionRefused, .unreachable, .redirectRefused, .server,
            .cancelled:
            .unavailable(error.description)
        }
    }
}
