import DesignSystem
import Foundation

/// How this run writes: JSON or text, and for text, each stream's colour and width, whether a
/// person is reading (suggestions of what to do next are for people, not for pipes), and through
/// which pager. All is decided before anything is written.
struct OutputSettings: Sendable {
    let json: Bool
    /// For data on standard output.
    let outputTheme: Theme
    /// For messages on standard error, which may be a terminal when standard output is not.
    let messageTheme: Theme
    /// Whether standard output and standard error are both terminals.
    let isReadByAPerson: Bool
    /// What long text on standard output is read through; nil to write it straight.
    let pager: Pager?

    init(json: Bool, noColor: Bool, noPager: Bool = false, environment: [String: String]) {
        self.json = json
        let outputIsTerminal = Terminal.isTerminal(FileHandle.standardOutput.fileDescriptor)
        isReadByAPerson = outputIsTerminal && Terminal.isTerminal(FileHandle.standardError.fileDescriptor)
        pager = Pager.chosen(environment: environment, noPager: noPager, json: json, outputIsTerminal: outputIsTerminal)
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
