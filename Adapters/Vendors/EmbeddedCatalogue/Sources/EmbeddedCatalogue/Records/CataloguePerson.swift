/// A person as the catalogue holds them. Nil is a fact the catalogue does not have.
public struct CataloguePerson: Sendable, Equatable {
    public let id: Int
    public let name: String
    /// TMDb's code: 1 female, 2 male, 3 non-binary; nil when not set.
    public let gender: Int?
    /// "yyyy-mm-dd".
    public let birthday: String?
    public let deathday: String?
    /// As the source writes it ("USA").
    public let countryOfBirth: String?
    /// How much interest their titles draw (see `CatalogueStore.people(orderedByPopularity:offset:)`).
    public let popularity: Double
}
