import Foundation
import Testing

@testable import TMDb

@Suite("TMDbRequestBuilder")
struct TMDbRequestBuilderTests {
    static func builder(_ credential: TMDbCredential, baseURL: URL = TMDbClientConfiguration.defaultBaseURL, language: String = "en-US")
        -> TMDbRequestBuilder
    {
        TMDbRequestBuilder(configuration: TMDbClientConfiguration(credential: credential, baseURL: baseURL, language: language))
    }

    @Test("Requests go to <base>/3/<path>, with the language, and TMDb's own address by default")
    func defaultAddress() throws {
        let request = Self.builder(.readAccessToken("t"))
            .request(path: "/movie/550", query: [URLQueryItem(name: "append_to_response", value: "credits,similar")])

        #expect(request.url.absoluteString == "https://api.themoviedb.org/3/movie/550?append_to_response=credits,similar&language=en-US")
        #expect(request.header("Authorization") == "Bearer t")
        #expect(request.header("Accept") == "application/json")
        #expect(request.method == "GET")
        #expect(request.timeout == .seconds(10) && request.resourceTimeout == .seconds(30))
    }

    @Test("A base URL with a path of its own keeps it, with or without a trailing slash", arguments: ["/proxy", "/proxy/"])
    func baseWithPath(suffix: String) throws {
        let base = try #require(URL(string: "http://127.0.0.1:8080" + suffix))
        let builder = Self.builder(.apiKey("k"), baseURL: base, language: "fr-FR")
        let request = builder.request(path: "/tv/1399", query: [])

        #expect(request.url.absoluteString == "http://127.0.0.1:8080/proxy/3/tv/1399?language=fr-FR&api_key=k")
        #expect(request.header("Authorization") == nil)
        #expect(builder.fullPath("/tv/1399") == "/proxy/3/tv/1399")
    }

    @Test("Query values escape the characters that would change their meaning")
    func escaping() {
        let request = Self.builder(.apiKey("k"), language: "en")
            .request(path: "/search/multi", query: [URLQueryItem(name: "query", value: "a+b & c=d?#")])

        #expect(request.url.query?.hasPrefix("query=a%2Bb%20%26%20c%3Dd%3F%23&") == true)
    }

    @Test("Printing or dumping a request shows neither the api_key nor the bearer token")
    func printingHidesTheCredential() {
        let signedWithKey = Self.builder(.apiKey("key-very-secret")).request(path: "/movie/550", query: [])
        let signedWithToken = Self.builder(.readAccessToken("token-very-secret")).request(path: "/movie/550", query: [])

        for request in [signedWithKey, signedWithToken] {
            var dumped = ""
            dump(request, to: &dumped)
            let printed = [String(describing: request), String(reflecting: request), dumped].joined(separator: "\n")
            #expect(!printed.contains("very-secret"))
            #expect(printed.contains("/3/movie/550"))
        }
        #expect(String(describing: signedWithKey) == "GET https://api.themoviedb.org/3/movie/550")
    }
}
