public import Presentation

/// Which list the screen shows, as data: what kind of thing it lists, and which list of them.
/// A new kind or a new list is a new value, not a new case for every caller to handle.
public struct TitleList: Sendable, Hashable {
    public let kind: ItemKind
    public let selection: TitleListSelection

    public init(_ selection: TitleListSelection, of kind: ItemKind) {
        self.kind = kind
        self.selection = selection
    }
}
