import Foundation

/// The status line and headers of an answer, and the bytes read past them (the body's start).
struct ResponseHead: Sendable {
    let status: Int
    /// By lower-case name.
    let headers: [String: String]
    let rest: [UInt8]

    /// The head at the start of `bytes`; nil until its blank line has arrived, or when it is no HTTP.
    init?(parsing bytes: [UInt8]) {
        let terminator = Array("\r\n\r\n".utf8)
        guard bytes.count >= terminator.count,
            let end = (0...(bytes.count - terminator.count)).first(where: { bytes[$0..<$0 + terminator.count].elementsEqual(terminator) })
        else { return nil }
        let lines = String(decoding: bytes[0..<end], as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: false)
        let statusLine = lines[0].split(separator: " ", maxSplits: 2)
        guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/"), let status = Int(statusLine[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        self.status = status
        self.headers = headers
        rest = Array(bytes[(end + terminator.count)...])
    }
}
