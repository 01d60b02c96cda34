import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A port of 127.0.0.1 that nothing listens on: the system picks one for a socket that is closed at
/// once, so another program could take it before the server does (the caller tries again).
enum FreePort {
    static func pick() throws(PostgresTestServerError) -> UInt16 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw PostgresTestServerError("could not open a socket to find a free port") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) }
        }
        guard bound == 0 else { throw PostgresTestServerError("could not bind a socket on 127.0.0.1 to find a free port") }
        let named = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        guard named == 0 else { throw PostgresTestServerError("could not read the port the system picked") }
        return UInt16(bigEndian: address.sin_port)
    }
}
