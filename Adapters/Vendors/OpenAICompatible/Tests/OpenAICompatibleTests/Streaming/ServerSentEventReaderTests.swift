import Foundation
import Testing

@testable import OpenAICompatible

@Suite("Reading server-sent events")
struct ServerSentEventReaderTests {
    static let wire = "data: {\"a\":1}\n\n: a comment\nevent: message\ndata: {\"b\":\r\ndata: 2}\r\n\r\ndata:[DONE]\n\n"

    @Test("Events come whole however the body is cut", arguments: [1, 2, 3, 7, 1000])
    func chunked(size: Int) {
        var reader = ServerSentEventReader()
        let bytes = Array(Self.wire.utf8)
        var events: [String] = []
        for start in stride(from: 0, to: bytes.count, by: size) {
            events += reader.read(Data(bytes[start..<min(start + size, bytes.count)]))
        }
        events += reader.finish()
        #expect(events == [#"{"a":1}"#, "{\"b\":\n2}", "[DONE]"])
    }

    @Test("A last event without its blank line is read when the body ends")
    func unterminated() {
        var reader = ServerSentEventReader()
        #expect(reader.read(Data("data: {\"a\":1}\n\ndata: [DONE]".utf8)) == [#"{"a":1}"#])
        #expect(reader.finish() == ["[DONE]"])
    }
}
