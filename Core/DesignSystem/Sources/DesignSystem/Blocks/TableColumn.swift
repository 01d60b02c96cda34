/// One column of a `TextTable`: its header, how its cells align, how it is painted, and
/// whether it gives up width when the table is too wide for the terminal.
public struct TableColumn: Sendable {
    public let header: String
    public let alignment: TextAlignment
    public let role: ColourRole?
    /// A shrinkable column is cut (its cells ending in "…") when the table does not fit;
    /// the others keep their full width.
    public let isShrinkable: Bool
    /// The narrowest a shrinkable column is ever made.
    public let minimumWidth: Int

    public init(
        _ header: String,
        alignment: TextAlignment = .left,
        role: ColourRole? = nil,
        isShrinkable: Bool = false,
        minimumWidth: Int = 8
    ) {
        self.header = header
        self.alignment = alignment
        self.role = role
        self.isShrinkable = isShrinkable
        self.minimumWidth = minimumWidth
    }
}
