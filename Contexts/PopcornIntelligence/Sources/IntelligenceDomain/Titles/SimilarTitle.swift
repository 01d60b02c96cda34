/// A title the catalogue holds to be like another.
public struct SimilarTitle: Sendable, Equatable, Codable {
    public let kind: TitleKind
    public let id: Int
    public let name: String
    public let year: Int?

    public init(kind: TitleKind, id: Int, name: String, year: Int? = nil) {
        self.kind = kind
        self.id = id
        self.name = name
        self.year = year
    }
}
