public import DesignSystem
public import Presentation

/// Draws the screen as text for a terminal, or as a JSON document.
public struct SampleScreenView: Sendable {
    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    public func render(_ state: ViewState<SampleScreen>) -> String {
        ViewStateText.render(state, theme: theme) { content($0).lines }
    }

    /// The same text with its links marked, for a browser: the title, where it stands, leads to
    /// the details.
    public func renderLinked(_ state: ViewState<SampleScreen>) -> LinkedText<SampleScreenDestination> {
        ViewStateText.renderLinked(state, theme: theme) { content($0) }
    }

    public static func renderJSON(_ state: ViewState<SampleScreen>) -> String {
        JSONDocument.render(state)
    }

    /// The ready screen, built once for both renderings: `render` keeps its lines, `renderLinked`
    /// its links too.
    private func content(_ model: SampleScreen) -> LinkedText<SampleScreenDestination> {
        var text = LinkedText<SampleScreenDestination>(
            lines: ParagraphWrapper.wrap(model.title, width: theme.width).map { theme.styler.paint($0, as: .title) }
        )
        text.mark(model.title, searchingFrom: 0, to: .details(id: model.id))
        return text
    }
}
