import Foundation
import OpenAICompatible
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One request and its answer over one connection, on a thread of its own: connects, writes the
/// request, reads the head and hands the answer over, then reads the body into it chunk by chunk.
final class SocketExchange: Sendable {
    private let request: OpenAICompatibleHTTPRequest
    private let cancelled = Atomic<Bool>(false)

    /// The longest a wait lasts before it looks whether the exchange was cancelled.
    private static let slice = Duration.milliseconds(20)

    init(request: OpenAICompatibleHTTPRequest) {
        self.request = request
    }

    func cancel() { cancelled.store(true, ordering: .releasing) }

    private var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    /// Runs the exchange on a new thread; `answer` is called once, with the answer or the failure.
    func start(_ answer: @escaping @Sendable (Result<OpenAICompatibleHTTPResponse, OpenAICompatibleTransportError>) -> Void) {
        let thread = Thread { [self] in run(answer) }
        thread.name = "OpenAICompatibleSocketTransport"
        thread.start()
    }

    private func run(_ answer: (Result<OpenAICompatibleHTTPResponse, OpenAICompatibleTransportError>) -> Void) {
        let socket: Int32
        do throws(OpenAICompatibleTransportError) { socket = try connect() } catch {
            answer(.failure(error))
            return
        }
        defer { _ = close(socket) }
        let head: ResponseHead
        do throws(OpenAICompatibleTransportError) {
            try write(Self.requestBytes(request), to: socket)
            head = try readHead(from: socket)
        } catch {
            answer(.failure(error))
            return
        }
        var captured: OpenAICompatibleResponseBody.Continuation?
        let body = OpenAICompatibleResponseBody { captured = $0 }
        guard let continuation = captured else { return }
        continuation.onTermination { [self] in cancel() }
        answer(.success(OpenAICompatibleHTTPResponse(status: head.status, headers: head.headers, body: body)))
        var remaining = head.headers["content-length"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        if !head.rest.isEmpty {
            let first = Data(head.rest.prefix(remaining ?? head.rest.count))
            continuation.yield(first)
            remaining = remaining.map { $0 - first.count }
        }
        while remaining.map({ $0 > 0 }) ?? true {
            do throws(OpenAICompatibleTransportError) {
                guard let bytes = try readSome(from: socket) else {
                    continuation.finish(
                        throwing: remaining == nil ? nil : .unreachable(reason: "the connection closed before the body ended"))
                    return
                }
                let chunk = Data(bytes.prefix(remaining ?? bytes.count))
                remaining = remaining.map { $0 - chunk.count }
                continuation.yield(chunk)
            } catch {
                continuation.finish(throwing: error)
                return
            }
        }
        continuation.finish()
    }

    private func connect() throws(OpenAICompatibleTransportError) -> Int32 {
        guard request.url.scheme == "http", let host = request.url.host else {
            throw .unreachable(reason: "this transport speaks plain HTTP to this machine only")
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(request.url.port ?? 80).bigEndian
        guard inet_pton(AF_INET, host == "localhost" ? "127.0.0.1" : host, &address.sin_addr) == 1 else {
            throw .unreachable(reason: "this transport takes an IPv4 address or localhost, not \(host)")
        }
        #if canImport(Darwin)
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #else
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard descriptor >= 0 else { throw .unreachable(reason: "no socket could be made (errno \(errno))") }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        let started = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if started != 0 && errno != EINPROGRESS {
            let code = errno
            _ = close(descriptor)
            throw Self.failure(connecting: code)
        }
        let connected: Bool
        do {
            connected = try wait(for: Int16(POLLOUT), on: descriptor, atMost: request.connectTimeout)
        } catch {
            _ = close(descriptor)
            throw error
        }
        guard connected else {
            _ = close(descriptor)
            throw .timedOut(.connecting)
        }
        var code: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        _ = getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &code, &length)
        guard code == 0 else {
            _ = close(descriptor)
            throw Self.failure(connecting: code)
        }
        return descriptor
    }

    private static func failure(connecting code: Int32) -> OpenAICompatibleTransportError {
        code == ECONNREFUSED ? .connectionRefused : .unreachable(reason: "connecting failed with errno \(code)")
    }

    /// Waits until `events` happen on `descriptor`: true when they did, false when `limit` passed.
    private func wait(for events: Int16, on descriptor: Int32, atMost limit: Duration) throws(OpenAICompatibleTransportError) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        while true {
            if isCancelled { throw .cancelled }
            let left = clock.now.duration(to: deadline)
            if left <= .zero { return false }
            let milliseconds = Int32(Self.milliseconds(min(left, Self.slice)))
            var waiting = pollfd(fd: descriptor, events: events, revents: 0)
            if poll(&waiting, 1, max(1, milliseconds)) > 0 { return true }
        }
    }

    private func write(_ bytes: [UInt8], to descriptor: Int32) throws(OpenAICompatibleTransportError) {
        var offset = 0
        while offset < bytes.count {
            guard try wait(for: Int16(POLLOUT), on: descriptor, atMost: request.idleTimeout) else { throw .timedOut(.silence) }
            let sent = bytes.withUnsafeBytes { raw in
                Glibc.send(descriptor, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
            }
            if sent < 0, errno == EAGAIN || errno == EWOULDBLOCK { continue }
            guard sent > 0 else { throw .unreachable(reason: "the connection was lost while sending") }
            offset += sent
        }
    }

    /// The next bytes, or nil when the server closed the connection.
    private func readSome(from descriptor: Int32) throws(OpenAICompatibleTransportError) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            guard try wait(for: Int16(POLLIN), on: descriptor, atMost: request.idleTimeout) else { throw .timedOut(.silence) }
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 { return Array(buffer[0..<count]) }
            if count == 0 { return nil }
            if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
            throw .unreachable(reason: "the connection was lost (errno \(errno))")
        }
    }

    private func readHead(from descriptor: Int32) throws(OpenAICompatibleTransportError) -> ResponseHead {
        var received: [UInt8] = []
        while true {
            if let head = ResponseHead(parsing: received) { return head }
            guard received.count < 64 * 1024 else { throw .unreachable(reason: "the answer's head is too long") }
            guard let bytes = try readSome(from: descriptor) else {
                throw .unreachable(reason: "the connection closed before an answer came")
            }
            received += bytes
        }
    }

    static func requestBytes(_ request: OpenAICompatibleHTTPRequest) -> [UInt8] {
        let url = request.url
        var target = url.path.isEmpty ? "/" : url.path
        if let query = url.query { target += "?" + query }
        var head = "\(request.method) \(target) HTTP/1.1\r\n"
        head += "Host: \(url.host ?? "127.0.0.1")\(url.port.map { ":\($0)" } ?? "")\r\n"
        head += "Content-Length: \(request.body.count)\r\n"
        head += "Connection: close\r\n"
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        return Array(head.utf8) + Array(request.body)
    }

    private static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
