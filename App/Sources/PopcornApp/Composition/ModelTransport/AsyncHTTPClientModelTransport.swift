import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import OpenAICompatible

/// Carries the OpenAI-compatible client's requests in the shipped app, with async-http-client like
/// TMDb's (docs/decisions/0001-http-client.md), and streams the answer: the status and headers as
/// soon as they come, then the body chunk by chunk as the server sends it.
///
/// It follows no redirect: a 3xx comes back as it is, and the client follows it only within the
/// base URL's origin, so the key it puts in the headers only ever goes there. The connection must
/// be made within the request's `connectTimeout`; the head, and then each piece of the body, must
/// come within its `idleTimeout` of the last. Cancelling the reading task ends the exchange.
struct AsyncHTTPClientModelTransport: OpenAICompatibleTransport {
    func send(_ request: OpenAICompatibleHTTPRequest) async throws(OpenAICompatibleTransportError) -> OpenAICompatibleHTTPResponse {
        if Task.isCancelled { throw .cancelled }
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.method)
        for (name, value) in request.headers { outgoing.headers.add(name: name, value: value) }
        if !request.body.isEmpty { outgoing.body = .bytes(ByteBuffer(bytes: request.body)) }
        let client = ModelHTTPClients.client(connectTimeout: request.connectTimeout, idleTimeout: request.idleTimeout)
        let response: HTTPClientResponse
        do {
            // The deadline covers the answer's head only: async-http-client lets it go once the head has come.
            let deadline = NIODeadline.now() + ModelHTTPClients.amount(request.connectTimeout + request.idleTimeout)
            response = try await client.execute(outgoing, deadline: deadline)
        } catch {
            if Task.isCancelled { throw .cancelled }
            throw ModelTransportFailure.transportError(error)
        }
        var headers: [String: String] = [:]
        for (name, value) in response.headers {
            let name = name.lowercased()
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        let body = OpenAICompatibleResponseBody { continuation in
            let reading = Task {
                do {
                    for try await buffer in response.body {
                        continuation.yield(Data(buffer.readableBytesView))
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: Task.isCancelled ? .cancelled : ModelTransportFailure.transportError(error))
                }
            }
            continuation.onTermination { reading.cancel() }
        }
        return OpenAICompatibleHTTPResponse(status: Int(response.status.code), headers: headers, body: body)
    }
}
