import Foundation
import TMDb
import TMDbStandIn
import TMDbTestSupport
import TMDbURLSession
import Testing

@Suite("The credential never shows")
struct SecretRedactionTests {
    static let token = "tok-3f9a-very-secret"
    static let key = "key-77c1-very-secret"

    static func everyPrinting(of value: Any) -> String {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), dumped, "\(value)"].joined(separator: "\n")
    }

    @Test(
        "Printing a credential, a configuration or a client names the kind only",
        arguments: [
            TMDbCredential.readAccessToken(token), TMDbCredential.apiKey(key),
        ])
    func printing(credential: TMDbCredential) {
        let configuration = TMDbClientConfiguration(credential: credential)
        let client = TMDbClient(configuration: configuration)
        for value in [credential as Any, configuration, client] {
            let printed = Self.everyPrinting(of: value)
            #expect(!printed.contains(Self.token))
            #expect(!printed.contains(Self.key))
        }
        #expect(String(describing: credential) == credential.kind.description)
        #expect(String(describing: TMDbCredential.readAccessToken(Self.token)) == "read access token")
        #expect(String(describing: TMDbCredential.apiKey(Self.key)) == "API key")
    }

    @Test(
        "No error holds the credential, even when the answer quotes it",
        arguments: [
            TMDbCredential.readAccessToken(token), TMDbCredential.apiKey(key),
        ])
    func errors(credential: TMDbCredential) async throws {
        // An answer that quotes the whole request back, as a careless server might.
        let echo = TMDbStandInRoute(path: "/3/movie/500") { request, _ in
            .tmdbError(status: 500, code: 11, message: "asked \(request.query) with \(request.headers)")
        }
        let garbled = TMDbStandInRoute(path: "/3/movie/422") { request, _ in
            .json(#"{"id": "\#(request.query["api_key"] ?? request.bearerToken ?? "")"}"#)
        }
        let standIn = try TMDbStandIn(
            routes: [echo, garbled], credentials: TMDbStandInCredentials(readAccessToken: Self.token, apiKey: Self.key))
        let client = StandInClients.client(for: standIn, credential: credential, retryPolicy: .never)
        var failures: [TMDbError?] = []
        failures.append(await TMDbFailure.of { try await client.movie(id: 500) })
        failures.append(await TMDbFailure.of { try await client.movie(id: 422) })
        failures.append(await TMDbFailure.of { try await client.movie(id: 404) })
        let refusing = try TMDbStandIn()
        defer { refusing.stop() }
        failures.append(await TMDbFailure.of { try await StandInClients.client(for: refusing, credential: credential).movie(id: 550) })
        standIn.stop()
        failures.append(await TMDbFailure.of { try await client.movie(id: 550) })

        #expect(failures.allSatisfy { $0 != nil })
        for failure in failures.compactMap(\.self) {
            let printed = Self.everyPrinting(of: failure) + failure.localizedDescription
            #expect(!printed.contains(Self.token), "\(failure.description)")
            #expect(!printed.contains(Self.key), "\(failure.description)")
        }
    }
}
