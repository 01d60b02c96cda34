public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A port on 127.0.0.1 that listens and never accepts, its queue of waiting connections filled:
/// the system drops a new connection's first packet, so connecting to it waits until the client
/// gives up, as it would for a server that does not answer.
public final class StandInFullBacklog: Sendable {
    /// `http://127.0.0.1:<port>/v1`.
    public let baseURL: URL
    private let socket: LoopbackSocket
    private let fillers: [Int32]

    public init() throws(StandInError) {
        socket = try LoopbackSocket(backlog: 0)
        baseURL = URL(string: "http://127.0.0.1:\(socket.port)/v1")!
        var fillers: [Int32] = []
        // Linux queues backlog + 1 connections; a few more make sure the queue is full.
        for _ in 0..<3 {
            let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { continue }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = socket.port.bigEndian
            address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
            _ = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            fillers.append(descriptor)
        }
        self.fillers = fillers
        Thread.sleep(forTimeInterval: 0.05)
    }

    deinit {
        for descriptor in fillers { _ = Glibc.close(descriptor) }
        socket.close()
    }
}
