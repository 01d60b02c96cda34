import Foundation

/// Reads server-sent events from a body arriving in chunks of any size: lines end with "\n" or
/// "\r\n", an event's `data:` lines are joined with "\n", a blank line ends the event, and comment
/// lines (":") and other fields are passed over. It yields each event's data, `[DONE]` included.
struct ServerSentEventReader: Sendable {
    private var pending = Data()
    private var dataLines: [String] = []

    /// The data of every event that `chunk` completes.
    mutating func read(_ chunk: Data) -> [String] {
        pending.append(chunk)
        var events: [String] = []
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            var line = pending[pending.startIndex..<newline]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            pending = Data(pending[pending.index(after: newline)...])
            if let event = take(String(decoding: line, as: UTF8.self)) { events.append(event) }
        }
        return events
    }

    /// The data of the last event, when the body ended without the blank line that closes it.
    mutating func finish() -> [String] {
        if !pending.isEmpty {
            let line = String(decoding: pending, as: UTF8.self)
            pending = Data()
            if let event = take(line.hasSuffix("\r") ? String(line.dropLast()) : line) { return [event] }
        }
        return take("").map { [$0] } ?? []
    }

    private mutating func take(_ line: String) -> String? {
        if line.isEmpty {
            guard !dataLines.isEmpty else { return nil }
            defer { dataLines = [] }
            return dataLines.joined(separator: "\n")
        }
        guard line.hasPrefix("data:") else { return nil }
        var value = line.dropFirst(5)
        if value.first == " " { value = value.dropFirst() }
        dataLines.append(String(value))
        return nil
    }
}
