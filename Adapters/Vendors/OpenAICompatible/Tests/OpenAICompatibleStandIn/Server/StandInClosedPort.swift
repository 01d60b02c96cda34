public import Foundation

/// A port on 127.0.0.1 bound but not listened on, held for as long as this lives: a client that
/// connects is refused, and no other server is given the port meanwhile.
public final class StandInClosedPort: Sendable {
    /// `http://127.0.0.1:<port>/v1`.
    public let baseURL: URL
    private let socket: LoopbackSocket

    public init() throws(StandInError) {
        socket = try LoopbackSocket(backlog: nil)
        baseURL = URL(string: "http://127.0.0.1:\(socket.port)/v1")!
    }

    deinit { socket.close() }
}
