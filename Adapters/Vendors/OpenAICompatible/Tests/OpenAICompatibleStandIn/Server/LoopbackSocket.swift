#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP socket bound to 127.0.0.1 on a port the system picks, listening with `backlog` or, for
/// nil, not listening at all (a client that connects is refused).
struct LoopbackSocket: Sendable {
    let descriptor: Int32
    let port: UInt16

    init(backlog: Int32?) throws(StandInError) {
        #if canImport(Darwin)
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #else
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard descriptor >= 0 else { throw .cannotListen(call: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else { throw Self.failed("bind", closing: descriptor) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else { throw Self.failed("getsockname", closing: descriptor) }
        if let backlog, listen(descriptor, backlog) != 0 { throw Self.failed("listen", closing: descriptor) }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
    }

    /// Waits up to `milliseconds` for a connection; nil when none came.
    func accept(waitingAtMost milliseconds: Int32) -> Int32? {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&waiting, 1, milliseconds) > 0, waiting.revents & Int16(POLLIN) != 0 else { return nil }
        let connection = Glibc.accept(descriptor, nil, nil)
        return connection >= 0 ? connection : nil
    }

    func close() {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
        _ = Glibc.close(descriptor)
    }

    private static func failed(_ call: String, closing descriptor: Int32) -> StandInError {
        let code = errno
        _ = Glibc.close(descriptor)
        return .cannotListen(call: call, code: code)
    }
}
