import TMDb
import TMDbURLSession

/// What carries the TMDb client's requests in the shipped app (docs/decisions/0001-http-client.md).
enum TMDbTransportChoice {
    static var shipped: any TMDbTransport { TMDbURLSessionTransport() }
}
