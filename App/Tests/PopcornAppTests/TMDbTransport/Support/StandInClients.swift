import TMDb
import TMDbStandIn

@testable import PopcornApp

/// Clients pointed at a stand-in over async-http-client, signed as it expects unless told
/// otherwise, and waiting a few milliseconds at most between retries.
enum StandInClients {
    static let quickRetries = TMDbRetryPolicy(maxAttempts: 3, firstDelay: .milliseconds(5), longestDelay: .milliseconds(20))

    static func client(
        for standIn: TMDbStandIn,
        credential: TMDbCredential = .readAccessToken(TMDbStandInCredentials.defaultReadAccessToken),
        retryPolicy: TMDbRetryPolicy = quickRetries,
        requestTimeout: Duration = .seconds(10)
    ) -> TMDbClient {
        let configuration = TMDbClientConfiguration(
            credential: credential, baseURL: standIn.baseURL, requestTimeout: requestTimeout, retryPolicy: retryPolicy)
        return TMDbClient(configuration: configuration, transport: AsyncHTTPClientTransport())
    }
}
