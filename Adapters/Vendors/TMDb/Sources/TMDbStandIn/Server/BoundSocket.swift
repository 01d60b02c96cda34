#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP socket bound to 127.0.0.1, on the port asked for or, for port 0, one the system picks.
/// Bound but not listened on, it holds its port: no other server is given it, and a client that
/// connects is refused.
struct BoundSocket: Sendable {
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
        guard bound == 0 else { throw Self.failed("bind", closing: descriptor) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else { throw Self.failed("getsockname", closing: descriptor) }
        self.descriptor = descriptor
        self.port = UInt16(bigEndian: address.sin_port)
    }

    /// Closes the socket, giving its port back to the system.
    func close() {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
        SocketDescriptor.close(descriptor)
    }

    /// The error for a failed `call`, after closing `descriptor`.
    static func failed(_ call: String, closing descriptor: Int32) -> TMDbStandInError {
        let code = errno
        SocketDescriptor.close(descriptor)
        return .cannotListen(call: call, code: code)
    }
}
