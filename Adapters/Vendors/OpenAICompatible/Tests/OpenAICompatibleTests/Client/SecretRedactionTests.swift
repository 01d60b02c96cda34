import Foundation
import OpenAICompatible
import OpenAICompatibleStandIn
import Testing

@Suite("The key never shows")
struct SecretRedactionTests {
    static let key = "sk-secret-0a1b2c3d4e5f"

    static func everyPrinting(of value: Any) -> String {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), dumped].joined(separator: "\n")
    }

    static func client(
        _ answer: @escaping @Sendable (OpenAICompatibleHTTPRequest) throws(OpenAICompatibleTransportError) -> OpenAICompatibleHTTPResponse
    )
        -> (OpenAICompatibleClient, ScriptedTransport)
    {
        let transport = ScriptedTransport(answer: answer)
        let configuration = OpenAICompatibleConfiguration(baseURL: URL(string: "http://127.0.0.1:9/v1")!, apiKey: key)
        return (OpenAICompatibleClient(configuration: configuration, transport: transport), transport)
    }

    @Test("Printing a configuration, a client or a request says whether a key is set, never the key")
    func printing() async throws {
        let (client, transport) = Self.client { _ throws(OpenAICompatibleTransportError) in throw .connectionRefused }
        _ = await Reply.failure { () async throws(OpenAICompatibleError) in _ = try await client.complete(StandInClient.question) }
        let request = try #require(transport.received.first)
        #expect(request.header("authorization") == "Bearer \(Self.key)")
        for value in [client.configuration as Any, client, request] {
            #expect(!Self.everyPrinting(of: value).contains(Self.key))
        }
        #expect(String(describing: client.configuration) == "OpenAICompatibleConfiguration(http://127.0.0.1:9, an API key)")
        #expect(String(describing: request) == "POST http://127.0.0.1:9/v1/chat/completions")
    }

    @Test("A server's message or a transport's reason that quotes the key has it blanked out")
    func quoted() async throws {
        let quoting = Data(#"{"error":{"message":"key \#(Self.key) is over its quota"}}"#.utf8)
        let (server, _) = Self.client { _ throws(OpenAICompatibleTransportError) in
            OpenAICompatibleHTTPResponse(status: 500, body: OpenAICompatibleResponseBody(data: quoting))
        }
        let serverFailure = await Reply.failure { () async throws(OpenAICompatibleError) in
            _ = try await server.complete(StandInClient.question)
        }
        #expect(serverFailure == .server(status: 500, message: "key [redacted] is over its quota"))
        let (transport, _) = Self.client { _ throws(OpenAICompatibleTransportError) in
            throw .unreachable(reason: "proxy refused \(Self.key)")
        }
        let transportFailure = await Reply.reading(transport.stream(StandInClient.question)).error
        #expect(transportFailure == .unreachable(origin: "http://127.0.0.1:9", reason: "proxy refused [redacted]"))
        for failure in [serverFailure, transportFailure] { #expect(!Self.everyPrinting(of: failure as Any).contains(Self.key)) }
    }

    @Test("The key goes in the Authorization header only, never in the address or the body")
    func onlyInTheHeader() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [StandInConversations.textReply])
        _ = try await StandInClient.client(standIn.baseURL).complete(StandInClient.question)
        let request = try #require(standIn.requests.first)
        #expect(!request.path.contains(StandInConversations.apiKey))
        #expect(!request.bodyText.contains(StandInConversations.apiKey))
        #expect(request.headers.filter { $0.value.contains(StandInConversations.apiKey) }.keys.sorted() == ["authorization"])
    }
}
