public struct CatalogueGenre: Sendable, Equatable {
    public let id: Int
    public let name: String
}
