/// What sends ``OpenAICompatibleClient``'s requests and brings back the server's answers, the body
/// as it streams in.
///
/// The client builds and signs every request and decides what an answer means: retries,
/// redirects, decoding, the servers' differences and keeping the key out of sight all happen
/// above this port, so a transport only moves bytes. It:
///
/// - answers with whatever status the server sent (a 401, a 429, a 500 or a 307 is an answer, not
///   a failure), as soon as the status and headers are in, and hands the body over in chunks;
/// - **never follows a redirect**: the client decides, so that the key goes nowhere but the base URL;
/// - throws ``OpenAICompatibleTransportError`` only when no answer came: the connection was
///   refused, could not be made within the request's `connectTimeout`, the server stayed silent
///   past its `idleTimeout` before answering, or the task was cancelled; a body that falls silent
///   for `idleTimeout` between two chunks ends with ``OpenAICompatibleTransportError/timedOut(_:)``
///   `(.silence)`;
/// - stops the exchange when the awaiting task is cancelled or the body's reader stops reading.
public protocol OpenAICompatibleTransport: Sendable {
    /// Sends `request` once and returns the answer, whatever its status, with its body to read.
    func send(_ request: OpenAICompatibleHTTPRequest) async throws(OpenAICompatibleTransportError) -> OpenAICompatibleHTTPResponse
}
