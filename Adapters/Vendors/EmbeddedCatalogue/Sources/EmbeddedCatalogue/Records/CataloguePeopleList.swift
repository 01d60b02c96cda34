/// A slice of an ordered list of people and the length of the whole list.
public struct CataloguePeopleList: Sendable, Equatable {
    public let people: [CataloguePersonSummary]
    public let totalCount: Int
}
