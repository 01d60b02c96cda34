public import Foundation

/// Everything a ``TMDbClient`` needs to know: where TMDb is, how to sign in, which language to ask
/// for, how patient to be, and who to tell about each exchange.
public struct TMDbClientConfiguration: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// Where TMDb answers; requests go to `<baseURL>/3/<path>`.
    public var baseURL: URL
    /// The secret that signs every request. It never appears in this value's description.
    public var credential: TMDbCredential
    /// The language TMDb translates titles and overviews into, as a language tag ("en-US").
    public var language: String
    /// How long a request may wait for more data before it fails as unreachable. The URLSession
    /// transport counts it in whole seconds, rounded up, because URLSession on Linux drops
    /// fractions of a second.
    public var requestTimeout: Duration
    /// How long one attempt may take in all before it fails as unreachable.
    public var resourceTimeout: Duration
    /// How requests that TMDb turned away for a while are tried again.
    public var retryPolicy: TMDbRetryPolicy
    /// Told about every HTTP exchange once it is over, each attempt of a retried request
    /// included: its method, its path without the query, its status (nil when no answer came),
    /// how long it took and which attempt it was. It is called on whatever thread the exchange
    /// ended on, so it should be quick and must not wait for the client.
    public var requestObserver: (@Sendable (TMDbRequestRecord) -> Void)?

    public init(
        credential: TMDbCredential,
        baseURL: URL = TMDbClientConfiguration.defaultBaseURL,
        language: String = "en-US",
        requestTimeout: Duration = .seconds(10),
        resourceTimeout: Duration = .seconds(30),
        retryPolicy: TMDbRetryPolicy = .standard,
        requestObserver: (@Sendable (TMDbRequestRecord) -> Void)? = nil
    ) {
        self.credential = credential
        self.baseURL = baseURL
        self.language = language
        self.requestTimeout = requestTimeout
        self.resourceTimeout = resourceTimeout
        self.retryPolicy = retryPolicy
        self.requestObserver = requestObserver
    }

    /// TMDb's own address.
    public static let defaultBaseURL = URL(string: "https://api.themoviedb.org")!

    public var description: String {
        "TMDbClientConfiguration(baseURL: \(baseURL.absoluteString), credential: \(credential.kind), language: \(language))"
    }

    public var debugDescription: String { description }
}
