import Foundation

extension Popcorn {
    /// Runs `body` with popcorn on a data folder of its own, started with `arguments` at a
    /// pseudo-terminal `rows` by `columns`; given `modelAnswers`, with a configured model: the
    /// OpenAI-compatible stand-in playing them in turn. The session, the data folder and the
    /// stand-in all go when `body` returns or throws.
    static func atTerminal(
        _ arguments: [String], rows: UInt16 = 24, columns: UInt16 = 80, environment extra: [String: String] = [:],
        modelAnswers: [String]? = nil, launcher: [String] = [], _ body: (Popcorn, TerminalSession) throws -> Void
    ) throws {
        let standIn = try modelAnswers.map { try OpenAICompatibleStandInProcess(answers: $0) }
        defer { standIn?.stop() }
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let environment = (standIn?.environment() ?? [:]).merging(extra) { $1 }
        let session = try TerminalSession(
            popcorn, arguments, rows: rows, columns: columns, environment: environment, launcher: launcher)
        defer { session.close() }
        try body(popcorn, session)
    }
}
