import Foundation
import TMDb
import TMDbTestSupport
import Testing

@Suite("The transport port")
struct TMDbTransportTests {
    static let base = URL(string: "http://tmdb.invalid:8080")!

    static func client(_ transport: ScriptedTransport, credential: TMDbCredential = .readAccessToken("tok-very-secret")) -> TMDbClient {
        let configuration = TMDbClientConfiguration(
            credential: credential, baseURL: base, requestTimeout: .milliseconds(1500), resourceTimeout: .seconds(7),
            retryPolicy: .never)
        return TMDbClient(configuration: configuration, transport: transport)
    }

    @Test("The client hands a signed GET with its timeouts to the transport, and decodes what comes back")
    func handsOverASignedRequest() async throws {
        let transport = ScriptedTransport { _ in
            TMDbHTTPResponse(
                status: 200, headers: ["Content-Type": "application/json"], body: Data(#"{"genres":[{"id":18,"name":"Drama"}]}"#.utf8))
        }
        let genres = try await Self.client(transport).movieGenres()

        #expect(genres.genres.map(\.name) == ["Drama"])
        let request = try #require(transport.received.first)
        #expect(request.method == "GET")
        #expect(request.url.absoluteString == "http://tmdb.invalid:8080/3/genre/movie/list?language=en-US")
        #expect(request.header("authorization") == "Bearer tok-very-secret")
        #expect(request.timeout == .milliseconds(1500))
        #expect(request.resourceTimeout == .seconds(7))
    }

    @Test("Headers of an answer are found whatever their case")
    func responseHeaders() {
        let response = TMDbHTTPResponse(status: 429, headers: ["Retry-After": "2"])

        #expect(response.header("retry-after") == "2")
        #expect(response.header("RETRY-AFTER") == "2")
        #expect(response.headers == ["retry-after": "2"])
    }

    @Test("A transport that finds nobody is unreachable, and its words never hold the credential")
    func unreachable() async throws {
        let transport = ScriptedTransport { request throws(TMDbTransportError) in
            throw .unreachable(reason: "nobody at \(request.url.absoluteString)")
        }
        let unreachable = await TMDbFailure.unreachableReason {
            try await Self.client(transport, credential: .apiKey("key-very-secret")).movie(id: 550)
        }

        guard let reason = unreachable else { return }
        #expect(reason.contains("tmdb.invalid"))
        #expect(!reason.contains("key-very-secret"))
    }

    @Test("A transport that was cancelled makes the call cancelled")
    func cancelled() async throws {
        let transport = ScriptedTransport { _ throws(TMDbTransportError) in throw .cancelled }

        #expect(await TMDbFailure.of { try await Self.client(transport).configuration() } == .cancelled)
    }
}
