#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP socket listening on 127.0.0.1, on the port asked for or, for port 0, one the system picks.
struct ListeningSocket: Sendable {
    private let socket: BoundSocket
    var port: UInt16 { socket.port }

    init(port: UInt16 = 0) throws(TMDbStandInError) {
        socket = try BoundSocket(port: port)
        guard listen(socket.descriptor, 64) == 0 else { throw BoundSocket.failed("listen", closing: socket.descriptor) }
    }

    /// Waits up to `milliseconds` for a connection; nil when none came or the socket was shut.
    func accept(waitingAtMost milliseconds: Int32) -> Int32? {
        var waiting = pollfd(fd: socket.descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&waiting, 1, milliseconds) > 0, waiting.revents & Int16(POLLIN) != 0 else { return nil }
        #if canImport(Darwin)
            let connection = Darwin.accept(socket.descriptor, nil, nil)
        #else
            let connection = Glibc.accept(socket.descriptor, nil, nil)
        #endif
        return connection >= 0 ? connection : nil
    }

    /// Stops listening and closes the socket: a client that connects now is refused.
    func stopListening() { socket.close() }
}
