#if canImport(Glibc)
    import Glibc
#endif

/// A socket on 127.0.0.1 that takes connections (the system completes them) and never says a word:
/// a server that cannot answer in time.
final class SilentListener {
    let port: UInt16
    private let socket: Int32

    init() {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) }
        }
        listen(socket, 16)
        _ = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        self.socket = socket
        port = UInt16(bigEndian: address.sin_port)
    }

    deinit {
        close(socket)
    }
}
