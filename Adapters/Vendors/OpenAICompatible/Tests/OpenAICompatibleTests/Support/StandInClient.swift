import Foundation
import OpenAICompatible
import OpenAICompatibleSocketTransport
import OpenAICompatibleStandIn

/// Clients and requests for the tests. The timeouts are long enough for a busy machine; a test of
/// a timeout gives its own short one.
enum StandInClient {
    static func client(
        _ baseURL: URL, key: String? = StandInConversations.apiKey, connectTimeout: Duration = .seconds(10),
        idleTimeout: Duration = .seconds(10), transport: OpenAICompatibleSocketTransport = OpenAICompatibleSocketTransport()
    ) -> OpenAICompatibleClient {
        OpenAICompatibleClient(
            configuration: OpenAICompatibleConfiguration(
                baseURL: baseURL, apiKey: key, connectTimeout: connectTimeout, idleTimeout: idleTimeout,
                longestRetryWait: .milliseconds(200), defaultRetryWait: .milliseconds(10)),
            transport: transport)
    }

    static let detailsTool = ChatCompletionTool(
        name: "title_credits", description: "The cast and crew of a film or a series.",
        parameters: .object([
            "type": .string("object"),
            "properties": .object(["kind": .object(["type": .string("string")]), "id": .object(["type": .string("integer")])]),
            "required": .array([.string("kind"), .string("id")]),
        ]))

    /// A question about Fight Club, with one tool.
    static let question = ChatCompletionRequest(
        model: "stand-in-model",
        messages: [.system("Answer about the chosen title."), .user("Who directed it?")],
        tools: [detailsTool])

    /// The body a request sent, as JSON.
    static func json(_ request: StandInRequest) -> OpenAICompatibleJSON? {
        try? JSONDecoder().decode(OpenAICompatibleJSON.self, from: request.body)
    }
}
