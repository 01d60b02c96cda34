/// Which film or series an entry of the library is about: its kind and its TMDb id, and nothing
/// of what the title is (its name, year and rating are asked of the context that owns it when
/// shown, so they are always current).
public struct TitleReference: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public let kind: LibraryKind
    public let id: Int

    public init(kind: LibraryKind, id: Int) {
        self.kind = kind
        self.id = id
    }

    /// "movie 550", "tv 1399": as the command line names it.
    public var description: String { "\(kind.rawValue) \(id)" }

    public static func < (lhs: TitleReference, rhs: TitleReference) -> Bool {
        (lhs.kind, lhs.id) < (rhs.kind, rhs.id)
    }
}
