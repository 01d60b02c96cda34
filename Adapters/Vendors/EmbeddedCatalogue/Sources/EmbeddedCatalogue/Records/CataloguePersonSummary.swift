/// The little a list needs to show about a person.
public struct CataloguePersonSummary: Sendable, Equatable {
    public let id: Int
    public let name: String
    public let popularity: Double
    /// Their most popular titles' names, most popular first.
    public let knownFor: [String]
}
