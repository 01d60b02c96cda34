extension LinkedText {
    /// Appends one entry of a list too narrow for its table, on two lines or more: `headline`
    /// wrapped to the width, `label` (a part of its first line) linked to `destination` when there
    /// is one, then `detail` wrapped under it, indented two columns and muted.
    public mutating func appendEntry(_ headline: String, linking label: String, to destination: Destination?, detail: String, theme: Theme)
    {
        let start = lines.count
        append(contentsOf: ParagraphWrapper.wrap(headline, width: theme.width))
        if let destination { mark(label, on: start, to: destination) }
        append(contentsOf: ParagraphWrapper.wrap(detail, width: theme.width, indent: 2).map { theme.styler.paint($0, as: .muted) })
    }
}
