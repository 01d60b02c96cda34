/// Decides whether output may carry colour, following the conventions users expect of a command-line tool.
public enum ColourPolicy {
    /// Colour is on only when the output is a terminal, and none of these turns it off:
    /// the `--no-color` flag, `NO_COLOR` set to a non-empty value (https://no-color.org), or `TERM=dumb`.
    public static func isColourEnabled(
        outputIsTerminal: Bool,
        environment: [String: String],
        noColorFlag: Bool
    ) -> Bool {
        if noColorFlag { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return outputIsTerminal
    }
}
