public import Foundation
public import TMDb
public import TMDbStandIn
import TMDbURLSession

/// The one way a test builds a TMDb client against the stand-in: signed as the stand-in expects
/// unless told otherwise, waiting a few milliseconds at most between retries so that failures stay
/// fast, and sending through URLSession unless the test is about another transport.
public enum StandInClients {
    /// Three attempts, 5 ms apart at first and 20 ms at most.
    public static let quickRetries = TMDbRetryPolicy(maxAttempts: 3, firstDelay: .milliseconds(5), longestDelay: .milliseconds(20))

    /// The read access token the stand-in accepts unless it was made with other credentials.
    public static let expectedCredential = TMDbCredential.readAccessToken(TMDbStandInCredentials.defaultReadAccessToken)

    /// A client of the stand-in `standIn`, in this process.
    public static func client(
        for standIn: TMDbStandIn,
        credential: TMDbCredential = expectedCredential,
        retryPolicy: TMDbRetryPolicy = quickRetries,
        requestTimeout: Duration = .seconds(10),
        requestObserver: (@Sendable (TMDbRequestRecord) -> Void)? = nil,
        transport: (any TMDbTransport)? = nil
    ) -> TMDbClient {
        client(
            at: standIn.baseURL, credential: credential, retryPolicy: retryPolicy, requestTimeout: requestTimeout,
            requestObserver: requestObserver, transport: transport)
    }

    /// A client of a stand-in answering at `baseURL`: the `tmdb-stand-in` executable, run as a process.
    /// Without a `transport`, it sends through URLSession.
    public static func client(
        at baseURL: URL,
        credential: TMDbCredential = expectedCredential,
        retryPolicy: TMDbRetryPolicy = quickRetries,
        requestTimeout: Duration = .seconds(10),
        requestObserver: (@Sendable (TMDbRequestRecord) -> Void)? = nil,
        transport: (any TMDbTransport)? = nil
    ) -> TMDbClient {
        TMDbClient(
            configuration: TMDbClientConfiguration(
                credential: credential, baseURL: baseURL, requestTimeout: requestTimeout, retryPolicy: retryPolicy,
                requestObserver: requestObserver),
            transport: transport ?? TMDbURLSessionTransport())
    }
}
