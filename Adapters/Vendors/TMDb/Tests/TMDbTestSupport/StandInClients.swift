import Foundation
import TMDb
import TMDbStandIn
import TMDbURLSession

/// Clients pointed at a stand-in over URLSession, signed as it expects unless told otherwise, and
/// patient for no more than a few milliseconds between retries so that retry tests stay fast.
enum StandInClients {
    static let quickRetries = TMDbRetryPolicy(maxAttempts: 3, firstDelay: .milliseconds(5), longestDelay: .milliseconds(20))

    static func client(
        for standIn: TMDbStandIn,
        credential: TMDbCredential = .readAccessToken(TMDbStandInCredentials.defaultReadAccessToken),
        retryPolicy: TMDbRetryPolicy = quickRetries,
        requestTimeout: Duration = .seconds(10),
        requestObserver: (@Sendable (TMDbRequestRecord) -> Void)? = nil
    ) -> TMDbClient {
        TMDbClient(
            configuration: TMDbClientConfiguration(
                credential: credential, baseURL: standIn.baseURL, requestTimeout: requestTimeout, retryPolicy: retryPolicy,
                requestObserver: requestObserver))
    }
}
