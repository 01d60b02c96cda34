import Foundation

/// Turns a v3 path and its parameters into a signed request: `<base>/3<path>?language=…`, with the
/// credential as a bearer header or as `api_key`, and the configuration's timeouts.
struct TMDbRequestBuilder: Sendable {
    let configuration: TMDbClientConfiguration

    /// Characters a query value may hold as they are. `+`, `&` and `=` are left out of what URL
    /// components allow, so that "a+b" reaches TMDb as it was typed rather than as "a b".
    private static let queryValueCharacters = CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: "+&=?#"))

    /// The path as sent, `/3/movie/550` (under any path the base URL has), for errors and records.
    func fullPath(_ path: String) -> String {
        let baseURL = configuration.baseURL
        let basePath = baseURL.path.hasSuffix("/") ? String(baseURL.path.dropLast()) : baseURL.path
        return basePath + "/3" + (path.hasPrefix("/") ? path : "/" + path)
    }

    func request(path: String, query: [URLQueryItem]) -> TMDbHTTPRequest {
        let baseURL = configuration.baseURL
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) ?? URLComponents()
        components.percentEncodedPath = fullPath(path).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? fullPath(path)
        var items = query
        items.append(URLQueryItem(name: "language", value: configuration.language))
        if case .apiKey(let key) = configuration.credential { items.append(URLQueryItem(name: "api_key", value: key)) }
        components.percentEncodedQueryItems = items.map { item in
            URLQueryItem(name: Self.encode(item.name), value: item.value.map(Self.encode))
        }
        var headers = ["Accept": "application/json"]
        if case .readAccessToken(let token) = configuration.credential { headers["Authorization"] = "Bearer \(token)" }
        return TMDbHTTPRequest(
            method: "GET", url: components.url ?? baseURL, headers: headers, timeout: configuration.requestTimeout,
            resourceTimeout: configuration.resourceTimeout)
    }

    private static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: queryValueCharacters) ?? text
    }
}
