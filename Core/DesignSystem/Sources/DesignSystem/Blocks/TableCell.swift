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

    /// The columns the whole cell takes uncut.
    var width: Int {
        DisplayWidth.of(text) + IDTag.width(of: id)
    }

    /// The narrowest the cell can be cut to and still show its id after a letter and "…".
    var narrowestKeepingTheID: Int {
        id == nil ? 0 : IDTag.width(of: id) + min(2, DisplayWidth.of(text))
    }

    /// The cell fitted to `width` columns and painted: the text as its column paints it, the id dim.
    func rendered(width: Int, role: ColourRole?, styler: Styler) -> (text: String, width: Int) {
        let fitted = IDTag.fitted(text, id: id, to: width)
        let shown = fitted.tag.map { fitted.name + " " + $0 } ?? fitted.name
        let name = role.map { styler.paint(fitted.name, as: $0) } ?? fitted.name
        let painted = fitted.tag.map { name + " " + styler.paint($0, as: .muted) } ?? name
        return (painted, DisplayWidth.of(shown))
    }
}
