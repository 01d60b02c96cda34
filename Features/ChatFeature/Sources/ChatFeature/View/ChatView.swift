public import DesignSystem
public import Presentation

/// Draws the transcript for a terminal at any width, or as a JSON document: a heading naming the
/// title, then each question (after "› ") and its answer, wrapped to the width; an answer still
/// arriving ends in "…", one stopped or failed says so under what had arrived.
public struct ChatView: Sendable {
    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    public func render(_ state: ViewState<ChatTranscript>) -> String {
        ViewStateText.render(state, theme: theme) { content($0).lines }
    }

    /// The same text, for a browser; the chat has no links.
    public func renderLinked(_ state: ViewState<ChatTranscript>) -> LinkedText<ChatDestination> {
        ViewStateText.renderLinked(state, theme: theme) { content($0) }
    }

    public static func renderJSON(_ state: ViewState<ChatTranscript>) -> String {
        JSONDocument.render(state)
    }

    /// What is written before each question.
    static let questionMark = "› "

    private func content(_ transcript: ChatTranscript) -> LinkedText<ChatDestination> {
        let styler = theme.styler
        var lines = wrapped("Ask about \(transcript.titleName)").map { styler.paint($0, as: .title) }
        if transcript.exchanges.isEmpty {
            let hint =
                "Ask who directed or wrote it, who plays whom, when it came out, how long it is, its figures, "
                + "its seasons, or what is like it; the answers come from the catalogue."
            lines += wrapped(hint).map { styler.paint($0, as: .muted) }
        }
        for exchange in transcript.exchanges {
            lines.append("")
            lines += question(exchange.question)
            lines += answer(exchange.answer)
        }
        return LinkedText(lines: lines)
    }

    private func question(_ text: String) -> [String] {
        let indent = DisplayWidth.of(Self.questionMark)
        var lines = ParagraphWrapper.wrap(VisibleText.escapingControls(text), width: theme.width, indent: indent)
        if let first = lines.first { lines[0] = Self.questionMark + first.dropFirst(indent) }
        return lines.map { theme.styler.paint($0, as: .label) }
    }

    private func answer(_ answer: ChatAnswer) -> [String] {
        let styler = theme.styler
        // A model's text may hold control characters: shown as escapes, never sent to the terminal;
        // its line breaks stay.
        let shown = answer.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { VisibleText.escapingControls(String($0)) }.joined(separator: "\n")
        let text = answer.text.isEmpty ? [] : wrapped(shown)
        switch answer {
        case .complete: return text
        case .arriving: return text + [styler.paint("…", as: .muted)]
        case .cutShort: return text + wrapped("(stopped before the answer ended)").map { styler.paint($0, as: .muted) }
        case .failed(_, let error): return text + ViewStateText.errorLines(error, theme: theme)
        }
    }

    private func wrapped(_ text: String) -> [String] {
        ParagraphWrapper.wrap(text, width: theme.width)
    }
}
