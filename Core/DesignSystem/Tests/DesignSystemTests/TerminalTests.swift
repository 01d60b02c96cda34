import DesignSystem
import Foundation
import Testing

@Suite struct TerminalTests {
    @Test func aPipeIsNotATerminal() throws {
        let pipe = Pipe()
        #expect(!Terminal.isTerminal(pipe.fileHandleForWriting.fileDescriptor))
    }

    @Test func aPipeTakesItsWidthFromColumnsOrTheFallback() {
        let pipe = Pipe()
        let fd = pipe.fileHandleForWriting.fileDescriptor
        #expect(Terminal.width(of: fd, environment: ["COLUMNS": "120"]) == 120)
        #expect(Terminal.width(of: fd, environment: ["COLUMNS": "wide"]) == 80)
        #expect(Terminal.width(of: fd, environment: ["COLUMNS": "3"]) == 80)
        #expect(Terminal.width(of: fd, environment: [:]) == 80)
    }

    @Test func aThemeIsNeverNarrowerThanTwentyColumns() {
        #expect(Theme(styler: .plain, width: 5).width == 20)
    }
}
