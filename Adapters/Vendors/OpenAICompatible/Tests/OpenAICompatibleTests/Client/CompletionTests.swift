import Foundation
import OpenAICompatible
import OpenAICompatibleStandIn
import Testing

@Suite("Replies not streamed, from the stand-in")
struct CompletionTests {
    @Test("A text answer comes back with its finish reason and usage; the request is OpenAI's")
    func textAnswer() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [StandInConversations.textReply])
        let completion = try await StandInClient.client(standIn.baseURL).complete(StandInClient.question)
        #expect(completion.content == "Fight Club was directed by David Fincher.")
        #expect(completion.toolCalls.isEmpty)
        #expect(completion.finishReason == "stop")
        #expect(completion.usage == ChatCompletionUsage(promptTokens: 52, completionTokens: 9))
        let request = try #require(standIn.requests.first)
        #expect(request.method == "POST")
        #expect(request.path == "/v1/chat/completions")
        #expect(request.headers["authorization"] == "Bearer \(StandInConversations.apiKey)")
        #expect(request.headers["content-type"] == "application/json")
        let body = try #require(StandInClient.json(request))
        #expect(body["model"] == .string("stand-in-model"))
        #expect(body["stream"] == .bool(false))
        #expect(body["stream_options"] == nil)
        #expect(
            body["messages"]
                == .array([
                    .object(["role": .string("system"), "content": .string("Answer about the chosen title.")]),
                    .object(["role": .string("user"), "content": .string("Who directed it?")]),
                ]))
        #expect(
            body["tools"]
                == .array([
                    .object([
                        "type": .string("function"),
                        "function": .object([
                            "name": .string("title_credits"), "description": .string("The cast and crew of a film or a series."),
                            "parameters": StandInClient.detailsTool.parameters,
                        ]),
                    ])
                ]))
    }

    @Test("A tool call comes back whole, and the tool's result goes back as a tool message naming the call")
    func toolCallRoundTrip() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [StandInConversations.toolCallReply, StandInConversations.textReply])
        let client = StandInClient.client(standIn.baseURL)
        let first = try await client.complete(StandInClient.question)
        #expect(first.content == nil)
        #expect(first.finishReason == "tool_calls")
        #expect(
            first.toolCalls == [
                ChatCompletionToolCall(id: "call_credits_1", name: "title_credits", arguments: #"{"kind":"movie","id":550}"#)
            ])
        var next = StandInClient.question
        next.messages.append(ChatCompletionMessage(role: .assistant, content: nil, toolCalls: first.toolCalls))
        next.messages.append(.toolResult(#"{"directors":["David Fincher"]}"#, forCall: "call_credits_1"))
        let second = try await client.complete(next)
        #expect(second.content == "Fight Club was directed by David Fincher.")
        let sent = try #require(StandInClient.json(standIn.requests[1]))
        guard case .array(let messages)? = sent["messages"] else {
            Issue.record("no messages sent")
            return
        }
        #expect(messages.count == 4)
        #expect(messages[2]["content"] == .null)
        #expect(
            messages[2]["tool_calls"]
                == .array([
                    .object([
                        "id": .string("call_credits_1"), "type": .string("function"),
                        "function": .object(["name": .string("title_credits"), "arguments": .string(#"{"kind":"movie","id":550}"#)]),
                    ])
                ]))
        #expect(
            messages[3]
                == .object([
                    "role": .string("tool"), "content": .string(#"{"directors":["David Fincher"]}"#),
                    "tool_call_id": .string("call_credits_1"),
                ]))
    }

    @Test("A request without tools sends no tools member")
    func noTools() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [StandInConversations.textReply])
        _ = try await StandInClient.client(standIn.baseURL).complete(StandInClient.question.withoutTools())
        let request = try #require(standIn.requests.first)
        let body = try #require(StandInClient.json(request))
        #expect(body["tools"] == nil)
    }
}
