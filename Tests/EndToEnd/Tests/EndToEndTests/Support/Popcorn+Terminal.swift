import Foundation

extension Popcorn {
    /// What a person sees at a terminal: all three streams on a pseudo-terminal tall enough that
    /// nothing is paged, without colour. The "Next:" suggestions show only there.
    struct TerminalRun {
        let status: Int32
        /// Standard output and standard error as the terminal shows them, one after the other.
        let screen: String
    }

    func runAtTerminal(_ arguments: String..., columns: UInt16 = 120, environment extra: [String: String] = [:]) throws -> TerminalRun {
        let session = try TerminalSession(
            self, arguments, rows: 500, columns: columns, environment: ["NO_COLOR": "1"].merging(extra) { $1 })
        defer { session.close() }
        let status = try session.waitForExit()
        return TerminalRun(status: status, screen: session.screenText(from: 0).replacingOccurrences(of: "\r\n", with: "\n"))
    }
}
