/// What sends ``TMDbClient``'s requests over the network and brings back TMDb's answers.
///
/// The client builds and signs every request, and decides what an answer means: retries,
/// decoding, errors and keeping the credential out of sight all happen above this port, so a
/// transport only moves bytes. `TMDbURLSession` provides one over the toolchain's URLSession and
/// `TMDbAsyncHTTPClient` one over async-http-client; a test may provide its own.
///
/// A transport answers with whatever status the server sent (a 404 or a 503 is an answer, not a
/// failure) and throws only when no answer came at all. It honours the request's timeouts, and it
/// stops and throws ``TMDbTransportError/cancelled`` when the task that awaits it is cancelled.
public protocol TMDbTransport: Sendable {
    /// Sends `request` once and returns the answer, whatever its status.
    func send(_ request: TMDbHTTPRequest) async throws(TMDbTransportError) -> TMDbHTTPResponse
}
