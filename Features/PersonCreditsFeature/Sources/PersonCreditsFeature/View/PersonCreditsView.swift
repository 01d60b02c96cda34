public import DesignSystem
public import Presentation

/// Draws the screen as text for a terminal, or as a JSON document.
public struct PersonCreditsView: Sendable {
    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    public func render(_ state: ViewState<PersonCredits>) -> String {
        ViewStateText.render(state, theme: theme) { model in
            ParagraphWrapper.wrap(model.title, width: theme.width).map { theme.styler.paint($0, as: .title) }
        }
    }

    public static func renderJSON(_ state: ViewState<PersonCredits>) -> String {
        JSONDocument.render(state)
    }
}
