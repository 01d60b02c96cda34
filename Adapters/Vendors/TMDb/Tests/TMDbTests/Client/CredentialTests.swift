import TMDb
import TMDbStandIn
import TMDbTestSupport
import TMDbURLSession
import Testing

@Suite("Credentials")
struct CredentialTests {
    @Test("A read access token goes in a bearer header, and never in the query")
    func bearer() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        _ = try await StandInClients.client(for: standIn).configuration()

        let request = try #require(standIn.requests.first)
        #expect(request.header("Authorization") == "Bearer \(TMDbStandInCredentials.defaultReadAccessToken)")
        #expect(request.query["api_key"] == nil)
    }

    @Test("An API key goes in the query as api_key, and no Authorization header is sent")
    func apiKey() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let client = StandInClients.client(for: standIn, credential: .apiKey(TMDbStandInCredentials.defaultAPIKey))
        _ = try await client.configuration()

        let request = try #require(standIn.requests.first)
        #expect(request.query["api_key"] == TMDbStandInCredentials.defaultAPIKey)
        #expect(request.header("Authorization") == nil)
    }

    @Test("A refused token fails as unauthorized, naming the read access token")
    func refusedToken() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let client = StandInClients.client(for: standIn, credential: .readAccessToken("not-the-token"))

        #expect(await TMDbFailure.of { try await client.movie(id: 550) } == .unauthorized(credentialKind: .readAccessToken))
        #expect(standIn.requestCount(path: "/3/movie/550") == 1, "a refusal is not retried")
    }

    @Test("A refused API key fails as unauthorized, naming the API key")
    func refusedKey() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let client = StandInClients.client(for: standIn, credential: .apiKey("not-the-key"))

        #expect(await TMDbFailure.of { try await client.movie(id: 550) } == .unauthorized(credentialKind: .apiKey))
    }

    @Test("The stand-in accepts the credentials it is given, and only those")
    func configuredCredentials() async throws {
        let standIn = try TMDbStandIn(credentials: TMDbStandInCredentials(readAccessToken: "token-A", apiKey: "key-B"))
        defer { standIn.stop() }

        #expect(
            await TMDbFailure.of { try await StandInClients.client(for: standIn, credential: .readAccessToken("token-A")).configuration() }
                == nil)
        #expect(await TMDbFailure.of { try await StandInClients.client(for: standIn, credential: .apiKey("key-B")).configuration() } == nil)
        #expect(
            await TMDbFailure.of { try await StandInClients.client(for: standIn).configuration() }
                == .unauthorized(credentialKind: .readAccessToken))
    }

    @Test("The configured language is sent with every request")
    func language() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let configuration = TMDbClientConfiguration(
            credential: .readAccessToken(TMDbStandInCredentials.defaultReadAccessToken), baseURL: standIn.baseURL, language: "fr-FR")
        _ = try await TMDbClient(configuration: configuration).movieGenres()

        #expect(standIn.requests.first?.query["language"] == "fr-FR")
    }
}
