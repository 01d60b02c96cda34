import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The PostgreSQL server the library's end-to-end runs use (`postgres-test-server`): on 127.0.0.1
/// only, its URL carrying the test user and password, and gone from its port once stopped.
@Suite struct PostgresServerEndToEndTests {
    private func accepts(port: UInt16) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        return connected == 0
    }

    @Test func listensOnLoopbackUntilStopped() throws {
        let server = try PostgresServerProcess()
        defer { server.stop() }
        let url = try #require(URLComponents(string: server.url))
        #expect(url.host == "127.0.0.1")
        #expect(url.user == "popcorn")
        #expect(url.password == PostgresServerProcess.password)
        let port = try #require(url.port.map { UInt16($0) })
        #expect(accepts(port: port))
        server.stopServer()
        #expect(!accepts(port: port))
    }
}
