/// How the stand-in answers one path, overriding its fixture: always the same, in turn, or
/// computed from the request.
public struct TMDbStandInRoute: Sendable {
    /// The path as a request sends it, without the query: "/3/movie/550".
    public let path: String
    /// Makes the answer from the request and the number of requests this path had before it.
    let answer: @Sendable (_ request: TMDbStandInRequest, _ earlierRequests: Int) -> TMDbStandInResponse

    /// A route that asks `answer` for every request: it is given the request and how many requests
    /// this path had before it (0 for the first).
    public init(
        path: String, answer: @escaping @Sendable (_ request: TMDbStandInRequest, _ earlierRequests: Int) -> TMDbStandInResponse
    ) {
        self.path = path
        self.answer = answer
    }

    /// Answers every request to `path` with `response`.
    public static func answer(_ path: String, with response: TMDbStandInResponse) -> TMDbStandInRoute {
        TMDbStandInRoute(path: path) { _, _ in response }
    }

    /// Answers the requests to `path` with `responses` in turn; the last one repeats for ever.
    public static func answer(_ path: String, inTurn responses: [TMDbStandInResponse]) -> TMDbStandInRoute {
        TMDbStandInRoute(path: path) { _, earlier in
            responses.isEmpty ? .notFound : responses[min(earlier, responses.count - 1)]
        }
    }

    /// Answers the first `times` requests to `path` with `failure`, and every later one with
    /// `success` (by default, the path's bundled fixture): "fail twice with 429, then succeed".
    public static func failing(
        _ path: String, times: Int, with failure: TMDbStandInResponse, then success: TMDbStandInResponse? = nil
    ) -> TMDbStandInRoute {
        let success = success ?? .fixture(path)
        return TMDbStandInRoute(path: path) { _, earlier in earlier < times ? failure : success }
    }
}
