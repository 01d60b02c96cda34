#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP socket listening on 127.0.0.1, on the port asked for or, for port 0, one the system picks.
struct ListeningSocket: Sendable {
    let descriptor: Int32
    let port: UInt16

    init(port: UInt16 = 0) throws(TMDbStandInError) {
        #if canImport(Darwin)
            let kind = SOCK_STREAM
        #else
            let kind = Int32(SOCK_STREAM.rawValue)
        #endif
        let descriptor = socket(AF_INET, kind, 0)
        guard descriptor >= 0 else { throw .cannotListen(call: "socket", code: errno) }
        var reuse: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            let code = errno
            close(descriptor)
            throw .cannotListen(call: "bind", code: code)
        }
        guard listen(descriptor, 64) == 0 else {
            let code = errno
            close(descriptor)
            throw .cannotListen(call: "listen", code: code)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            close(descriptor)
            throw .cannotListen(call: "getsockname", code: code)
        }
        self.descriptor = descriptor
        self.port = UInt16(bigEndian: address.sin_port)
    }

    /// Waits up to `milliseconds` for a connection; nil when none came or the socket was shut.
    func accept(waitingAtMost milliseconds: Int32) -> Int32? {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&waiting, 1, milliseconds) > 0, waiting.revents & Int16(POLLIN) != 0 else { return nil }
        #if canImport(Darwin)
            let connection = Darwin.accept(descriptor, nil, nil)
        #else
            let connection = Glibc.accept(descriptor, nil, nil)
        #endif
        return connection >= 0 ? connection : nil
    }

    /// Stops listening: a client that connects now is refused.
    func stopListening() {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
        #if canImport(Darwin)
            _ = Darwin.close(descriptor)
        #else
            _ = Glibc.close(descriptor)
        #endif
    }
}
