import TMDb

/// What carries the TMDb client's requests in the shipped app: async-http-client, which costs a
/// command that never touches the network almost nothing at start-up, where URLSession would pull
/// in libcurl's tree of shared objects on every start (docs/decisions/0001-http-client.md).
enum TMDbTransportChoice {
    static var shipped: any TMDbTransport { AsyncHTTPClientTransport() }
}
