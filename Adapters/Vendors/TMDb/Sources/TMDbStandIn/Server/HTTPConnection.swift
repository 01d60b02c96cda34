import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One accepted connection: reads a single HTTP/1.1 request from it and writes a single answer,
/// then closes it (every answer says `Connection: close`).
struct HTTPConnection: Sendable {
    let descriptor: Int32

    /// The largest request head read; anything longer is refused.
    static let headLimit = 64 * 1024

    /// The request, or nil when the client closed early, sent too much or sent no HTTP.
    func readRequest() -> TMDbStandInRequest? {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        let terminator: [UInt8] = Array("\r\n\r\n".utf8)
        while received.count < Self.headLimit {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            received.append(contentsOf: chunk[0..<count])
            if let end = Self.range(of: terminator, in: received) {
                // A GET carries no body; any body a client sends is read past and ignored.
                return Self.parseHead(String(decoding: received[0..<end], as: UTF8.self))
            }
        }
        return nil
    }

    func write(_ response: TMDbStandInResponse) {
        var head = "HTTP/1.1 \(response.status) \(Self.reason(for: response.status))\r\n"
        head += "Content-Type: application/json;charset=utf-8\r\n"
        head += "Content-Length: \(response.body.count)\r\n"
        head += "Connection: close\r\n"
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        send(Array(head.utf8) + Array(response.body))
    }

    func close() {
        _ = shutdown(descriptor, Int32(SHUT_WR))
        SocketDescriptor.close(descriptor)
    }

    private func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            #if canImport(Darwin)
                let flags: Int32 = 0
            #else
                let flags = Int32(MSG_NOSIGNAL)
            #endif
            let sent = bytes.withUnsafeBytes { raw in
                Foundation.send(descriptor, raw.baseAddress! + offset, raw.count - offset, flags)
            }
            guard sent > 0 else { return }
            offset += sent
        }
    }

    private static func range(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start..<start + needle.count].elementsEqual(needle) {
            return start
        }
        return nil
    }

    /// The request line and headers of `head`, as a request.
    static func parseHead(_ head: String) -> TMDbStandInRequest? {
        let lines = head.components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ", omittingEmptySubsequences: true)
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/") else { return nil }
        let target = String(requestLine[1])
        let pathPart = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(pathPart[0]).removingPercentEncoding ?? String(pathPart[0])
        var query: [String: String] = [:]
        if pathPart.count == 2 {
            for pair in pathPart[1].split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = decodeFormComponent(String(parts[0]))
                query[name] = parts.count == 2 ? decodeFormComponent(String(parts[1])) : ""
            }
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces)
            headers[name.lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return TMDbStandInRequest(method: String(requestLine[0]), path: path, query: query, headers: headers)
    }

    /// A query component as a web server reads it: `+` is a space, then percent escapes.
    private static func decodeFormComponent(_ text: String) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }

    private static func reason(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 404: "Not Found"
        case 422: "Unprocessable Entity"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status \(status)"
        }
    }
}
