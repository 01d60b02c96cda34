import Foundation
import IntelligenceDomain
import OpenAICompatible
import PopcornIntelligenceAdapters
import Testing

/// Intelligence's `ChatModel` over the OpenAI-compatible client, against a hand-written transport:
/// what is sent in the wire's terms, what streams back in Intelligence's, a server refusing tools
/// asked again without them (and said to the observer), and each failure as the port's error.
@Suite struct OpenAICompatibleChatModelTests {
    static let key = "sk-secret-0123456789"
    let observer = RecordingObserver()

    func model(_ transport: MockOpenAICompatibleTransport) -> any ChatModel {
        let client = OpenAICompatibleClient(
            configuration: OpenAICompatibleConfiguration(baseURL: URL(string: "http://127.0.0.1:9/v1")!, apiKey: Self.key),
            transport: transport)
        return PopcornIntelligenceAdaptersFactory().makeChatModel(client: client, model: "small-model", observer: observer)
    }

    static let details = ToolDefinition(
        name: "title_details", description: "The title's fact sheet.",
        parameters: .object(["type": .string("object"), "properties": .object([:])]))
    static let sheetCall = ToolCall(id: "sheet", name: "title_details", arguments: "{}")
    static let conversation: [ChatMessage] = [
        .system("Stay on the title."), .assistant("", toolCalls: [sheetCall]),
        .toolResult(#"{"title":"Fight Club","year":1999}"#, for: sheetCall), .user("Who directed it?"),
    ]

    static func chunk(_ delta: String, finish: String? = nil) -> String {
        #"{"choices":[{"index":0,"delta":\#(delta),"finish_reason":\#(finish.map { "\"\($0)\"" } ?? "null")}]}"#
    }

    func events(of stream: ChatEventStream) async throws(ChatModelError) -> [ChatEvent] {
        var collected: [ChatEvent] = []
        var iterator = stream.makeAsyncIterator()
        while let event = try await iterator.next() { collected.append(event) }
        return collected
    }

    @Test func textToolCallsAndTheEndComeBackInIntelligencesTerms() async throws {
        let transport = MockOpenAICompatibleTransport([
            .events([
                Self.chunk(#"{"role":"assistant","content":"Let me "}"#), Self.chunk(#"{"content":"check."}"#),
                Self.chunk(
                    #"{"tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"title_credits","arguments":"{\"ti"}}]}"#
                ),
                Self.chunk(#"{"tool_calls":[{"index":0,"function":{"arguments":"tle\":1}"}}]}"#), Self.chunk("{}", finish: "tool_calls"),
                #"{"choices":[],"usage":{"prompt_tokens":12,"completion_tokens":5}}"#, "[DONE]",
            ])
        ])
        let received = try await events(of: model(transport).reply(to: Self.conversation, tools: [Self.details]))
        #expect(
            received == [
                .text("Let me "), .text("check."), .toolCall(ToolCall(id: "call_1", name: "title_credits", arguments: #"{"title":1}"#)),
                .end(ChatEnd(reason: .toolCalls, usage: TokenUsage(promptTokens: 12, completionTokens: 5))),
            ])
        let body = try #require(transport.receivedBodies.first)
        #expect(body["model"] as? String == "small-model")
        let tools = try #require(body["tools"] as? [[String: Any]])
        #expect((tools.first?["function"] as? [String: Any])?["name"] as? String == "title_details")
        let messages = try #require(body["messages"] as? [[String: Any]])
        #expect(messages.map { $0["role"] as? String } == ["system", "assistant", "tool", "user"])
        #expect(messages[2]["tool_call_id"] as? String == "sheet")
        #expect(((messages[1]["tool_calls"] as? [[String: Any]])?.first?["id"]) as? String == "sheet")
        #expect(observer.recorded.isEmpty)
    }

    @Test func aServerRefusingToolsIsAskedAgainWithoutThemOnTheFactSheetAndTheObserverIsTold() async throws {
        let transport = MockOpenAICompatibleTransport([
            .status(500, body: #"{"error":{"code":500,"message":"Unsupported param: tools","type":"server_error"}}"#),
            .events([Self.chunk(#"{"content":"David Fincher."}"#), Self.chunk("{}", finish: "stop"), "[DONE]"]),
            .events([Self.chunk(#"{"content":"1999."}"#), Self.chunk("{}", finish: "stop"), "[DONE]"]),
        ])
        let chat = model(transport)
        let first = try await events(of: chat.reply(to: Self.conversation, tools: [Self.details]))
        #expect(first == [.text("David Fincher."), .end(ChatEnd(reason: .stop))])
        let bodies = transport.receivedBodies
        #expect(bodies.count == 2)
        #expect(bodies[0]["tools"] != nil)
        #expect(bodies[1]["tools"] == nil)
        let again = try #require(bodies[1]["messages"] as? [[String: Any]])
        #expect(again.map { $0["role"] as? String } == ["system", "system", "user"])
        #expect((again[1]["content"] as? String)?.contains("Fight Club") == true)
        #expect(observer.recorded.map(\.name) == ["intelligence.tools_unsupported"])
        // The server's refusal is remembered: the next reply does not offer tools at all.
        _ = try await events(of: chat.reply(to: Self.conversation, tools: [Self.details]))
        #expect(transport.receivedBodies.count == 3)
        #expect(transport.receivedBodies[2]["tools"] == nil)
        #expect(observer.recorded.count == 1)
    }

    @Test func aRejectedKeyIsUnauthorizedAndNamesNoKey() async {
        let transport = MockOpenAICompatibleTransport([.status(401, body: #"{"error":{"message":"bad key \#(Self.key)"}}"#)])
        let failure = await #expect(throws: ChatModelError.self) {
            _ = try await events(of: model(transport).reply(to: Self.conversation, tools: [Self.details]))
        }
        guard case .unauthorized(let reason)? = failure else {
            Issue.record("expected unauthorized, got \(String(describing: failure))")
            return
        }
        #expect(!reason.contains(Self.key))
    }

    @Test func aRefusedConnectionLeavesTheModelUnavailable() async {
        let transport = MockOpenAICompatibleTransport([.failure(.connectionRefused)])
        let failure = await #expect(throws: ChatModelError.self) {
            _ = try await events(of: model(transport).reply(to: Self.conversation, tools: []))
        }
        guard case .unavailable(let reason)? = failure else {
            Issue.record("expected unavailable, got \(String(describing: failure))")
            return
        }
        #expect(reason.contains("refused"))
    }

    @Test func aReplyThatIsNoCompletionIsMalformed() async {
        let transport = MockOpenAICompatibleTransport([.events(["not json"])])
        let failure = await #expect(throws: ChatModelError.self) {
            _ = try await events(of: model(transport).reply(to: Self.conversation, tools: []))
        }
        guard case .malformedReply? = failure else {
            Issue.record("expected malformedReply, got \(String(describing: failure))")
            return
        }
    }
}
