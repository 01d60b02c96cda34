public import Foundation

/// One HTTP request, built and signed by ``TMDbClient`` and handed to a ``TMDbTransport``.
///
/// The request holds the credential (in the `Authorization` header, or as `api_key` in the URL's
/// query), because the transport has to send it. Printing, dumping or reflecting a request shows
/// its method, host and path only, never the query or the headers' values.
public struct TMDbHTTPRequest: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The HTTP method; TMDb's client sends only "GET".
    public var method: String
    /// The whole address, query included.
    public var url: URL
    /// The headers to send, by name.
    public var headers: [String: String]
    /// How long the exchange may wait for the answer to start, or for more of it, before it fails
    /// as unreachable.
    public var timeout: Duration
    /// How long the whole exchange may take before it fails as unreachable.
    public var resourceTimeout: Duration

    public init(
        method: String = "GET", url: URL, headers: [String: String] = [:], timeout: Duration = .seconds(10),
        resourceTimeout: Duration = .seconds(30)
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.timeout = timeout
        self.resourceTimeout = resourceTimeout
    }

    /// The value of header `name`, whatever its case.
    public func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Where the request goes without what it carries: "GET http://127.0.0.1:8080/3/movie/550".
    public var description: String {
        var address = URLComponents(url: url, resolvingAgainstBaseURL: false) ?? URLComponents()
        address.query = nil
        address.fragment = nil
        address.user = nil
        address.password = nil
        return "\(method) \(address.string ?? url.path)"
    }

    public var debugDescription: String { "TMDbHTTPRequest(\(description), headers: \(headers.keys.sorted()))" }

    public var customMirror: Mirror {
        Mirror(self, children: ["request": description, "headerNames": headers.keys.sorted()], displayStyle: .struct)
    }
}
