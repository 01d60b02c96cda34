import Foundation
import Testing

@testable import PopcornApp

/// Which pager a run reads long text through, when, and that it is handed the text.
@Suite struct PagerTests {
    let terminal = ["PATH": "/usr/bin:/bin"]

    @Test func lessByDefaultToldFRXUnlessLESSIsSet() throws {
        let pager = try #require(Pager.chosen(environment: terminal, noPager: false, json: false, outputIsTerminal: true))
        #expect(pager.command == "less")
        #expect(pager.environment["LESS"] == "FRX")
        let told = try #require(Pager.chosen(environment: ["LESS": "-S"], noPager: false, json: false, outputIsTerminal: true))
        #expect(told.environment["LESS"] == "-S")
    }

    @Test func popcornsOwnPagerComesBeforePAGER() {
        let pager = Pager.chosen(
            environment: ["POPCORN_PAGER": "most -s", "PAGER": "more"], noPager: false, json: false, outputIsTerminal: true)
        #expect(pager?.command == "most -s")
        #expect(Pager.chosen(environment: ["PAGER": "more"], noPager: false, json: false, outputIsTerminal: true)?.command == "more")
    }

    @Test(arguments: [
        (["PAGER": "cat"], false, false, true), (["POPCORN_PAGER": " "], false, false, true), ([:], true, false, true),
        ([:], false, true, true), ([:], false, false, false),
    ])
    func noPagerForCatNothingNoPagerJSONOrAPipe(environment: [String: String], noPager: Bool, json: Bool, outputIsTerminal: Bool) {
        #expect(Pager.chosen(environment: environment, noPager: noPager, json: json, outputIsTerminal: outputIsTerminal) == nil)
    }

    @Test func pagesOnlyTextLongerThanTheTerminal() throws {
        let pager = try #require(Pager.chosen(environment: terminal, noPager: false, json: false, outputIsTerminal: true))
        let lines = (1...23).map { "line \($0)\n" }.joined()
        #expect(!pager.pages(lines, rows: 24))
        #expect(pager.pages(lines + "one more\n", rows: 24))
    }

    @Test func handsThePagerTheTextAndWaitsForIt() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-pager-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let pager = Pager(command: "cat > '\(file.path)'", environment: terminal)
        #expect(pager.show("Fight Club (1999)\n"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "Fight Club (1999)\n")
    }

    @Test func aPagerThatCannotStartShowsNothingAndSaysSo() {
        #expect(!Pager(command: "no-such-pager-anywhere -R", environment: terminal).show("text\n"))
        #expect(!Pager(command: "/nowhere/less", environment: terminal).show("text\n"))
    }
}
