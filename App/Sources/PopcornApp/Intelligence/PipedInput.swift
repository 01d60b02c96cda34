import DesignSystem
import Foundation

/// What was piped into the run (`git diff | popcorn ask …`), as `llm` and `mods` take it: read to
/// its end when standard input is a pipe or a file, never from a terminal.
enum PipedInput {
    static func read() -> String? {
        guard !Terminal.isTerminal(FileHandle.standardInput.fileDescriptor) else { return nil }
        let text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        return text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : text
    }

    /// The question, with what was piped in after it, a blank line between.
    static func question(_ question: String, adding piped: String?) -> String {
        guard let piped else { return question }
        let trimmed = piped.trimmingCharacters(in: .whitespacesAndNewlines)
        return question.isEmpty ? trimmed : question + "\n\n" + trimmed
    }
}
