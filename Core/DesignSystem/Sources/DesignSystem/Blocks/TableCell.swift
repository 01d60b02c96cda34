/// What one cell of a `TextTable` holds: its text and, where the cell names a film, series or
/// person that can be opened, its id, drawn dim after the text (`David Fincher #7467`). When the
/// column is cut, the text gives way before the id does.
public struct TableCell: Sendable, Equatable, ExpressibleByStringLiteral {
    public let text: String
    public let id: Int?

    public init(_ text: String, id: Int? = nil) {
        self.text = text
        self.id = id
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// A name with its id: `TableCell(naming: NamedID("David Fincher", id: 7467))`.
    public init(naming named: NamedID) {
        self.init(named.name, id: named.id)
    }

    /// The columns the whole cell takes uncut, its text being `textWidth` columns wide.
    func width(textWidth: Int) -> Int {
        textWidth + IDTag.width(of: id)
    }

    /// The narrowest the cell can be cut to and still show its id after a letter and "…".
    func narrowestKeepingTheID(textWidth: Int) -> Int {
        id == nil ? 0 : IDTag.width(of: id) + min(2, textWidth)
    }

    /// The cell fitted to `width` columns and painted: the text as its column paints it, the id dim.
    /// `textWidth` is the text's own width, which the table measured.
    func rendered(width: Int, textWidth: Int, role: ColourRole?, styler: Styler) -> (text: String, width: Int) {
        let whole = self.width(textWidth: textWidth)
        // A name and its tag that fit are shown whole: as wide as measured, unless the name ends in
        // a scalar that might take the space after it into its character (`PlainScalars`).
        let isWhole = id != nil && whole <= width
        let fitted = isWhole ? (name: text, tag: id.map(IDTag.of)) : IDTag.fitted(text, id: id, to: width)
        let name = role.map { styler.paint(fitted.name, as: $0) } ?? fitted.name
        let painted = fitted.tag.map { name + " " + styler.paint($0, as: .muted) } ?? name
        if isWhole, text.unicodeScalars.last.map(PlainScalars.contains) ?? true { return (painted, whole) }
        return (painted, DisplayWidth.of(fitted.tag.map { fitted.name + " " + $0 } ?? fitted.name))
    }
}
