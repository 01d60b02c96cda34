/// What a screen says in place of a title's credits where its source holds none: the films the
/// embedded catalogue took from a facts-only dataset have no cast or crew on record, which is not
/// the same as having nobody credited.
public enum UnknownCredits {
    public static let sentence = "Credits not in the embedded catalogue."

    /// A blank line, then the sentence, wrapped and dim.
    public static func lines(theme: Theme) -> [String] {
        [""] + ParagraphWrapper.wrap(sentence, width: theme.width).map { theme.styler.paint($0, as: .muted) }
    }
}
