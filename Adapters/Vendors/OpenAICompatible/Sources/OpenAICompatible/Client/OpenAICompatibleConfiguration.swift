public import Foundation

/// Where the server is, the key it wants, and how long to wait for it.
///
/// Printing, dumping or reflecting a configuration says whether a key is set, never the key.
public struct OpenAICompatibleConfiguration: Sendable, CustomStringConvertible, CustomReflectable {
    /// The API's base, to which `/chat/completions` is added: `https://api.openai.com/v1`,
    /// `http://127.0.0.1:8080/v1` (llama.cpp), `http://127.0.0.1:11434/v1` (Ollama).
    public var baseURL: URL
    /// Sent as `Authorization: Bearer <key>`, and only to the base URL's origin; nil sends none.
    public var apiKey: String?
    /// How long making a connection may take.
    public var connectTimeout: Duration
    /// How long the server may stay silent, before its answer starts or between two chunks.
    public var idleTimeout: Duration
    /// The longest wait before the one retry of a 429, whatever its `Retry-After` asks.
    public var longestRetryWait: Duration
    /// The wait before the retry of a 429 that names no `Retry-After`.
    public var defaultRetryWait: Duration

    public init(
        baseURL: URL, apiKey: String? = nil, connectTimeout: Duration = .seconds(10), idleTimeout: Duration = .seconds(60),
        longestRetryWait: Duration = .seconds(30), defaultRetryWait: Duration = .seconds(1)
    ) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.connectTimeout = connectTimeout
        self.idleTimeout = idleTimeout
        self.longestRetryWait = longestRetryWait
        self.defaultRetryWait = defaultRetryWait
    }

    /// The address of the chat completions endpoint.
    public var chatCompletionsURL: URL {
        let base = baseURL.absoluteString.hasSuffix("/") ? String(baseURL.absoluteString.dropLast()) : baseURL.absoluteString
        return URL(string: base + "/chat/completions") ?? baseURL.appendingPathComponent("chat/completions")
    }

    /// The base URL's origin, `http://127.0.0.1:8080`: what errors name.
    public var origin: String { Self.origin(of: baseURL) }

    public var description: String {
        "OpenAICompatibleConfiguration(\(origin), \(apiKey == nil ? "no API key" : "an API key"))"
    }

    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "origin": origin, "apiKey": apiKey == nil ? "none" : "set", "connectTimeout": connectTimeout, "idleTimeout": idleTimeout,
            ], displayStyle: .struct)
    }

    /// The scheme, host and port of `url`, without user, path or query: "https://api.openai.com".
    static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? "http"
        let host = url.host?.lowercased() ?? "?"
        return url.port.map { "\(scheme)://\(host):\($0)" } ?? "\(scheme)://\(host)"
    }

    /// Whether `url` has the same scheme, host and port as `other`, the default port counted.
    static func sameOrigin(_ url: URL, _ other: URL) -> Bool {
        func parts(_ url: URL) -> (String, String, Int) {
            let scheme = url.scheme?.lowercased() ?? ""
            return (scheme, url.host?.lowercased() ?? "", url.port ?? (scheme == "https" ? 443 : 80))
        }
        return parts(url) == parts(other)
    }
}
