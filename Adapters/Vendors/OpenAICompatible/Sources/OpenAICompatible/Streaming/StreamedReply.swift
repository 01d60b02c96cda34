import Foundation

/// A streamed reply as its `data:` payloads arrive: turns each into the events it completes, joins
/// the tool calls' fragments, and keeps why the reply ended and what it cost.
struct StreamedReply: Sendable {
    private let redact: KeyRedaction
    private var toolCalls = ToolCallAssembler()
    private var finishReason: String?
    private var usage: ChatCompletionUsage?

    /// Whether `[DONE]` has arrived.
    private(set) var isDone = false

    init(redact: KeyRedaction) {
        self.redact = redact
    }

    /// The events that the payload `data` brings: pieces of text, now; tool calls wait for the end.
    mutating func take(_ data: String) throws(OpenAICompatibleError) -> [ChatCompletionEvent] {
        if data.trimmingCharacters(in: .whitespaces) == "[DONE]" {
            isDone = true
            return []
        }
        let chunk: ChunkWire
        do {
            chunk = try JSONDecoder().decode(ChunkWire.self, from: Data(data.utf8))
        } catch {
            throw .malformedReply(reason: "a streamed chunk is not the JSON of a chat completion chunk")
        }
        if let error = chunk.error {
            let message = error["message"]?.text ?? error.text
            throw .server(status: 200, message: message.map { redact(String($0.prefix(ServerErrorMessage.limit))) })
        }
        if let usage = chunk.usage { self.usage = usage }
        var events: [ChatCompletionEvent] = []
        for choice in chunk.choices ?? [] where (choice.index ?? 0) == 0 {
            if let content = choice.delta?.content, !content.isEmpty { events.append(.text(content)) }
            for fragment in choice.delta?.toolCalls ?? [] { toolCalls.add(fragment) }
            if let reason = choice.finishReason { finishReason = reason }
        }
        return events
    }

    /// The events that end the reply once the body has: the tool calls, whole, then the end.
    /// A body that stopped before `[DONE]` or a finish reason was cut short.
    func ending() throws(OpenAICompatibleError) -> [ChatCompletionEvent] {
        guard isDone || finishReason != nil else {
            throw .malformedReply(reason: "the stream ended before the reply did (no finish reason, no [DONE])")
        }
        return toolCalls.toolCalls.map { .toolCall($0) } + [.finished(reason: finishReason, usage: usage)]
    }
}
