public import Foundation

/// One HTTP request, built and signed by ``OpenAICompatibleClient`` and handed to a
/// ``OpenAICompatibleTransport``.
///
/// It holds the API key in its `Authorization` header, because the transport has to send it.
/// Printing, dumping or reflecting a request shows its method and address and the names of its
/// headers, never their values or the body.
public struct OpenAICompatibleHTTPRequest: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The HTTP method; the client sends only "POST".
    public var method: String
    /// The whole address.
    public var url: URL
    /// The headers to send, by name.
    public var headers: [String: String]
    /// The JSON body.
    public var body: Data
    /// How long making the connection may take before the exchange fails.
    public var connectTimeout: Duration
    /// How long the server may stay silent, before its answer starts or between two chunks of it,
    /// before the exchange fails.
    public var idleTimeout: Duration

    public init(
        method: String = "POST", url: URL, headers: [String: String] = [:], body: Data = Data(), connectTimeout: Duration = .seconds(10),
        idleTimeout: Duration = .seconds(60)
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.connectTimeout = connectTimeout
        self.idleTimeout = idleTimeout
    }

    /// The value of header `name`, whatever its case.
    public func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Where the request goes, without what it carries: "POST http://127.0.0.1:8080/v1/chat/completions".
    public var description: String {
        var address = URLComponents(url: url, resolvingAgainstBaseURL: false) ?? URLComponents()
        address.query = nil
        address.fragment = nil
        address.user = nil
        address.password = nil
        return "\(method) \(address.string ?? url.path)"
    }

    public var debugDescription: String { "OpenAICompatibleHTTPRequest(\(description), headers: \(headers.keys.sorted()))" }

    public var customMirror: Mirror {
        Mirror(self, children: ["request": description, "headerNames": headers.keys.sorted()], displayStyle: .struct)
    }
}
