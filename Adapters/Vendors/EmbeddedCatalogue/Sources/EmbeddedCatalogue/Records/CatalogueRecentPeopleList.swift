/// A page of the people credited on the catalogue's most popular recent films, and which films those were.
public struct CatalogueRecentPeopleList: Sendable, Equatable {
    public let titles: CatalogueRecentTitles
    public let people: CataloguePeopleList
}
