public import Foundation

/// A stand-in for TMDb's web API: a small HTTP/1.1 server on 127.0.0.1, on a port the system picks
/// (or one asked for), that answers as TMDb documents, so that tests never need the internet. The
/// `tmdb-stand-in` executable runs one for other processes.
///
/// ```swift
/// let standIn = try TMDbStandIn(routes: [
///     .failing("/3/movie/550", times: 2, with: .rateLimited(retryAfter: 0))
/// ])
/// defer { standIn.stop() }
/// // point a client at standIn.baseURL, signed with TMDbStandInCredentials.defaultReadAccessToken
/// #expect(standIn.requestCount(path: "/3/movie/550") == 3)
/// ```
///
/// Each request is checked for an accepted credential (else 401, TMDb's status code 7), then
/// answered by the route for its path, else by the fixture file for its path, else with TMDb's
/// 404 (status code 34). Every request is recorded, refused ones included. Answers always close
/// the connection.
public final class TMDbStandIn: Sendable {
    /// Where the stand-in answers, `http://127.0.0.1:<port>`: a client's base URL.
    public let baseURL: URL
    /// The port it listens on: the one asked for, or the one the system picked.
    public let port: UInt16
    /// The credentials it accepts.
    public let credentials: TMDbStandInCredentials

    private let server: StandInServer

    /// Starts listening at once.
    ///
    /// - Parameters:
    ///   - routes: answers that override the fixtures, by path; a later route for the same path wins.
    ///   - fixtures: where the answers of every other path come from.
    ///   - credentials: the read access token and the API key to accept.
    ///   - port: the port to listen on; 0, the default, lets the system pick a free one.
    public init(
        routes: [TMDbStandInRoute] = [], fixtures: TMDbStandInFixtures = .bundled,
        credentials: TMDbStandInCredentials = TMDbStandInCredentials(), port: UInt16 = 0
    ) throws(TMDbStandInError) {
        server = try StandInServer(routes: routes, fixtures: fixtures, credentials: credentials, port: port)
        self.port = server.port
        baseURL = URL(string: "http://127.0.0.1:\(server.port)")!
        self.credentials = credentials
    }

    deinit {
        server.release()
    }

    /// Every request received so far, in order.
    public var requests: [TMDbStandInRequest] { server.requests }

    /// The requests received so far for `path` ("/3/movie/550"), in order.
    public func requests(path: String) -> [TMDbStandInRequest] { server.requests.filter { $0.path == path } }

    /// How many requests `path` ("/3/movie/550") has received, refused ones included.
    public func requestCount(path: String) -> Int { server.requests.count { $0.path == path } }

    /// Answers `route.path` from now on as `route` says, replacing any earlier route for it.
    public func setRoute(_ route: TMDbStandInRoute) { server.setRoute(route) }

    /// Stops listening: a client that asks now is refused. The port stays taken, so that no other
    /// server is given it, until the stand-in itself is let go. Waits up to two seconds for answers
    /// under way. Stopping twice does nothing more.
    public func stop() { server.stop() }
}
