public import Presentation

/// Draws any screen's `ViewState` as text: the screen draws its content, and every screen says
/// "loading" and reports errors the same way.
public enum ViewStateText {
    public static func render<Content>(
        _ state: ViewState<Content>,
        theme: Theme,
        ready: (Content) -> [String]
    ) -> String {
        let lines: [String] =
            switch state {
            case .initial: []
            case .loading: [theme.styler.paint("Loading…", as: .muted)]
            case .ready(let content): ready(content)
            case .error(let error): errorLines(error, theme: theme)
            }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The same, with the ready content's links marked, for a browser. Loading and error states
    /// have no links: the browser offers its own way back.
    public static func renderLinked<Content, Destination>(
        _ state: ViewState<Content>,
        theme: Theme,
        ready: (Content) -> LinkedText<Destination>
    ) -> LinkedText<Destination> {
        switch state {
        case .initial: LinkedText()
        case .loading: LinkedText(lines: [theme.styler.paint("Loading…", as: .muted)])
        case .ready(let content): ready(content)
        case .error(let error): LinkedText(lines: errorLines(error, theme: theme))
        }
    }

    /// `error: <message>` and, when there is one, `hint: <suggestion>`, each wrapped to the width.
    /// Control characters that came in with the user's input are shown as escapes, never raw.
    public static func errorLines(_ error: ViewStateError, theme: Theme) -> [String] {
        var lines = labelled("error:", VisibleText.escapingControls(error.message), role: .error, theme: theme)
        if let suggestion = error.suggestion {
            lines += labelled("hint:", VisibleText.escapingControls(suggestion), role: .muted, theme: theme)
        }
        return lines
    }

    /// `warning: <message>`, wrapped to the width; control characters shown as escapes, as above.
    public static func warningLines(_ message: String, theme: Theme) -> [String] {
        labelled("warning:", VisibleText.escapingControls(message), role: .warning, theme: theme)
    }

    /// A message is wrapped at spaces, and a path in it is never cut: a person copies it back whole.
    private static func labelled(_ label: String, _ text: String, role: ColourRole, theme: Theme) -> [String] {
        let indent = DisplayWidth.of(label) + 1
        var lines = ParagraphWrapper.wrap(text, width: theme.width, indent: indent, keepingPathsWhole: true)
        if let first = lines.first {
            lines[0] = theme.styler.paint(label, as: role) + " " + first.dropFirst(indent)
        }
        return lines
    }
}
