import IntelligenceDomain
import Observability
import OpenAICompatible
import Synchronization

/// Intelligence's `ChatModel` answered by a server that speaks the chat completions API.
///
/// Each reply is one streamed request: the messages and the tools in the vendor's wire types, and
/// what streams back (pieces of text, tool calls, the end) in Intelligence's. A server that refuses
/// `tools` is asked again without them, on the fact sheet alone, and from then on for the rest of
/// the run; the observer is told once, as `intelligence.tools_unsupported`, so `--verbose` says
/// so. The vendor's errors cross as `ChatModelError`, in words that name no key.
final class OpenAICompatibleChatModel: ChatModel {
    private let client: OpenAICompatibleClient
    private let model: String
    private let observer: any Observer
    private let mapper = ChatWireMapper()
    /// Set once the server has refused tools: later requests leave them out from the start.
    private let toolsRefused = Mutex(false)

    init(client: OpenAICompatibleClient, model: String, observer: any Observer) {
        self.client = client
        self.model = model
        self.observer = observer
    }

    func reply(to messages: [ChatMessage], tools: [ToolDefinition]) -> ChatEventStream {
        ChatEventStream { continuation in
            let task = Task {
                do throws(ChatModelError) {
                    try await self.play(messages, tools: tools, into: continuation)
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination { task.cancel() }
        }
    }

    private func play(_ messages: [ChatMessage], tools: [ToolDefinition], into continuation: ChatEventStream.Continuation)
        async throws(ChatModelError)
    {
        let withTools = !tools.isEmpty && !toolsRefused.withLock { $0 }
        let request = ChatCompletionRequest(
            model: model, messages: mapper.messages(messages, toolsOffered: withTools),
            tools: withTools ? tools.map(mapper.tool) : [])
        do throws(OpenAICompatibleError) {
            try await forward(client.stream(request), into: continuation)
        } catch .toolsUnsupported(let status, _) where withTools {
            toolsRefused.withLock { $0 = true }
            observer.event(
                "intelligence.tools_unsupported",
                attributes: ["status": String(status), "model": model, "then": "asked again without tools, on the fact sheet alone"])
            let again = ChatCompletionRequest(model: model, messages: mapper.messages(messages, toolsOffered: false))
            do throws(OpenAICompatibleError) {
                try await forward(client.stream(again), into: continuation)
            } catch {
                throw mapper.error(error)
            }
        } catch {
            throw mapper.error(error)
        }
    }

    private func forward(_ stream: ChatCompletionEventStream, into continuation: ChatEventStream.Continuation)
        async throws(OpenAICompatibleError)
    {
        var events = stream.makeAsyncIterator()
        while let event = try await events.next() {
            continuation.yield(mapper.event(event))
        }
    }
}
