import Foundation
import Testing

@testable import TMDbExports

/// The scanner reads the usual line itself and leaves the rest to JSONDecoder: on every line the
/// two must agree.
@Suite struct TMDbExportLineParserTests {
    private func entry(_ line: String) -> TMDbExportEntry? {
        Array(line.utf8).withUnsafeBufferPointer { TMDbExportLineParser.entry(in: $0) }
    }

    private func scan(_ line: String) -> TMDbExportLineParser.Scan {
        Array(line.utf8).withUnsafeBufferPointer { TMDbExportLineParser.scan($0) }
    }

    private func decoded(_ line: String) -> TMDbExportEntry? {
        Array(line.utf8).withUnsafeBufferPointer { TMDbExportLineParser.decode($0) }
    }

    @Test func readsTheUsualLinesItself() {
        #expect(
            scan(#"{"adult":false,"id":550,"original_title":"Fight Club","popularity":61.4,"video":false}"#)
                == .entry(TMDbExportEntry(id: 550, name: "Fight Club", popularity: 61.4)))
        #expect(
            scan(#"{"id":1399,"original_name":"鋼の錬金術師","popularity":369.6}"#)
                == .entry(TMDbExportEntry(id: 1399, name: "鋼の錬金術師", popularity: 369.6)))
        #expect(
            scan(#" { "id" : 287 , "name" : "Brad Pitt" , "popularity" : null } "#)
                == .entry(TMDbExportEntry(id: 287, name: "Brad Pitt", popularity: 0)))
        #expect(
            scan(#"{"id":7,"original_title":"Seven","popularity":1.5e2}"#) == .entry(TMDbExportEntry(id: 7, name: "Seven", popularity: 150))
        )
        #expect(scan("{\"id\":8,\"name\":\"Eight\"}\r") == .entry(TMDbExportEntry(id: 8, name: "Eight", popularity: 0)))
    }

    @Test func takesTheFirstNameInJSONDecodersOrder() {
        #expect(entry(#"{"name":"C","original_name":"B","original_title":"A","id":1}"#)?.name == "A")
        #expect(entry(#"{"name":"C","original_title":null,"original_name":"B","id":1}"#)?.name == "B")
        #expect(entry(#"{"name":"","id":1}"#)?.name == "")
    }

    @Test func knowsALineWithoutAnIdOrANameHasNoEntry() {
        #expect(scan(#"{"original_title":"no id"}"#) == .noEntry)
        #expect(scan(#"{"id":7}"#) == .noEntry)
        #expect(scan(#"{"id":7,"original_title":null}"#) == .noEntry)
        #expect(scan("{}") == .noEntry)
    }

    /// Lines the scanner does not judge: each is JSONDecoder's, and both paths give the same answer.
    @Test(arguments: [
        #"{"id":550,"original_title":"Say \"Cheese\"","popularity":1}"#,
        #"{"id":551,"original_title":"Caf\u00e9","popularity":1}"#,
        #"{"id":552,"original_title":"Nested","extra":{"a":[1,2]},"popularity":1}"#,
        #"{"id":553,"id":554,"original_title":"Twice"}"#,
        #"{"id":5.5,"original_title":"Half"}"#,
        #"{"id":null,"original_title":"No id"}"#,
        #"{"id":"555","original_title":"Text id"}"#,
        #"{"id":556,"original_title":7}"#,
        #"{"id":557,"original_title":"Leading","popularity":01}"#,
        #"{"id":558,"original_title":"Trailing"},"#,
        #"{"id":559,"original_title":"Unclosed""#,
        #"[1,2]"#,
        "not json",
        "{\"id\":560,\"original_title\":\"Tab\there\"}",
        #"{"id":99999999999999999999999,"original_title":"Too big"}"#,
    ])
    func leavesTheRestToJSONDecoder(line: String) {
        #expect(scan(line) == .unsure)
        #expect(entry(line) == decoded(line))
    }

    @Test func decodesEscapesThroughJSONDecoder() {
        #expect(
            entry(#"{"id":551,"original_title":"Caf\u00e9 \"Noir\"","popularity":2}"#)
                == TMDbExportEntry(id: 551, name: "Café \"Noir\"", popularity: 2))
        #expect(entry("not json") == nil)
        #expect(entry(#"{"id":5.5,"original_title":"Half"}"#) == nil)
    }
}
