import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One accepted connection: reads one request (its head and a body of `Content-Length` bytes) and
/// writes one answer, then closes.
struct StandInConnection: Sendable {
    let descriptor: Int32

    func readRequest() -> StandInRequest? {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        let terminator = Array("\r\n\r\n".utf8)
        var headEnd: Int?
        var expected = 0
        var head: (method: String, path: String, headers: [String: String])?
        while true {
            if headEnd == nil, received.count >= terminator.count,
                let end = (0...(received.count - terminator.count)).first(where: {
                    received[$0..<$0 + terminator.count].elementsEqual(terminator)
                })
            {
                headEnd = end + terminator.count
                head = Self.parseHead(String(decoding: received[0..<end], as: UTF8.self))
                guard let head else { return nil }
                expected = Int(head.headers["content-length"] ?? "0") ?? 0
            }
            if let headEnd, let head, received.count - headEnd >= expected {
                return StandInRequest(
                    method: head.method, path: head.path, headers: head.headers, body: Data(received[headEnd..<headEnd + expected]))
            }
            var chunk = [UInt8](repeating: 0, count: 16 * 1024)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0, received.count < 8 * 1024 * 1024 else { return nil }
            received += chunk[0..<count]
        }
    }

    /// Writes `answer`'s head and pieces, pausing as it asks; stops early when `stopping` says so.
    func write(_ answer: StandInAnswer, stopping: () -> Bool) {
        Self.wait(answer.silenceBefore, stopping: stopping)
        var head = "HTTP/1.1 \(answer.status) \(Self.reason(answer.status))\r\n"
        if answer.saysLength { head += "Content-Length: \(answer.pieces.reduce(0) { $0 + $1.utf8.count })\r\n" }
        head += "Connection: close\r\n"
        for (name, value) in answer.headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        send(Array(head.utf8))
        for (number, piece) in answer.pieces.enumerated() {
            if number > 0 { Self.wait(answer.pause, stopping: stopping) }
            if stopping() { return }
            send(Array(piece.utf8))
        }
        Self.wait(answer.silenceAfter, stopping: stopping)
    }

    func close() {
        _ = shutdown(descriptor, Int32(SHUT_WR))
        _ = Glibc.close(descriptor)
    }

    private func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { raw in
                Glibc.send(descriptor, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { return }
            offset += sent
        }
    }

    /// Sleeps `duration` in slices, so that stopping the stand-in cuts a long wait short.
    private static func wait(_ duration: Duration, stopping: () -> Bool) {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: duration)
        while clock.now < deadline, !stopping() { Thread.sleep(forTimeInterval: 0.005) }
    }

    static func parseHead(_ text: String) -> (method: String, path: String, headers: [String: String])? {
        let lines = text.components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/") else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()] =
                line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let path = requestLine[1].split(separator: "?", maxSplits: 1).first.map(String.init) ?? "/"
        return (String(requestLine[0]), path, headers)
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        default: "Status \(status)"
        }
    }
}
