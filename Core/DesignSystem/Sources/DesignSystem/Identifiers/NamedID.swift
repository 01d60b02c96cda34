/// A name a screen shows with the id that opens it (`id` nil for one the source holds without).
public struct NamedID: Sendable, Equatable {
    public let name: String
    public let id: Int?

    public init(_ name: String, id: Int?) {
        self.name = name
        self.id = id
    }

    /// `David Fincher #7467`.
    public var text: String { IDTag.after(name, id: id) }
}
