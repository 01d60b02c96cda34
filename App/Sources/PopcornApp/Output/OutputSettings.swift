import DesignSystem
import Foundation

/// How this run writes: JSON or text, and for text, each stream's colour and width.
struct OutputSettings: Sendable {
    let json: Bool
    /// For data on standard output.
    let outputTheme: Theme
    /// For messages on standard error, which may be a terminal when standard output is not.
    let messageTheme: Theme

    init(json: Bool, noColor: Bool, environment: [String: String]) {
        self.json = json
        func theme(for descriptor: Int32) -> Theme {
            let colour = ColourPolicy.isColourEnabled(
                outputIsTerminal: Terminal.isTerminal(descriptor),
                environment: environment,
                noColorFlag: noColor
            )
            return Theme(styler: Styler(isColourEnabled: colour), width: Terminal.width(of: descriptor, environment: environment))
        }
        outputTheme = theme(for: FileHandle.standardOutput.fileDescriptor)
        messageTheme = theme(for: FileHandle.standardError.fileDescriptor)
    }
}
