import Foundation
import Testing

@testable import TMDb

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("TMDbRequestBuilder")
struct TMDbRequestBuilderTests {
    @Test("Requests go to <base>/3/<path>, with the language, and TMDb's own address by default")
    func defaultAddress() throws {
        let builder = TMDbRequestBuilder(
            baseURL: TMDbClientConfiguration.defaultBaseURL, credential: .readAccessToken("t"), language: "en-US")
        let request = builder.request(path: "/movie/550", query: [URLQueryItem(name: "append_to_response", value: "credits,similar")])

        #expect(request.url?.absoluteString == "https://api.themoviedb.org/3/movie/550?append_to_response=credits,similar&language=en-US")
        #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer t")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(request.httpMethod == "GET")
    }

    @Test("A base URL with a path of its own keeps it, with or without a trailing slash", arguments: ["/proxy", "/proxy/"])
    func baseWithPath(suffix: String) throws {
        let base = try #require(URL(string: "http://127.0.0.1:8080" + suffix))
        let builder = TMDbRequestBuilder(baseURL: base, credential: .apiKey("k"), language: "fr-FR")
        let request = builder.request(path: "/tv/1399", query: [])

        #expect(request.url?.absoluteString == "http://127.0.0.1:8080/proxy/3/tv/1399?language=fr-FR&api_key=k")
        #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
        #expect(builder.fullPath("/tv/1399") == "/proxy/3/tv/1399")
    }

    @Test("Query values escape the characters that would change their meaning")
    func escaping() {
        let builder = TMDbRequestBuilder(baseURL: TMDbClientConfiguration.defaultBaseURL, credential: .apiKey("k"), language: "en")
        let request = builder.request(path: "/search/multi", query: [URLQueryItem(name: "query", value: "a+b & c=d?#")])

        #expect(request.url?.query?.hasPrefix("query=a%2Bb%20%26%20c%3Dd%3F%23&") == true)
    }
}
