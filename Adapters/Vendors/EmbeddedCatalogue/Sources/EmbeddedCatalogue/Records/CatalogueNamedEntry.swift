/// A film, a series or a person by name alone, with what ranks it among its kind: what an index
/// of names is built from.
public struct CatalogueNamedEntry: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case movie
        case tv
        case person
    }

    public let kind: Kind
    public let id: Int
    /// A film's title, a series' or a person's name.
    public let name: String
    /// A title's original title or name; nil for a person.
    public let originalName: String?
    /// A film's release year or a series' first year; nil for a person, or when unknown.
    public let year: Int?
    /// TMDb's popularity for a title (films and series each as of their own export); a person's
    /// is scored from their titles (see `PeopleRanking`).
    public let popularity: Double

    public init(kind: Kind, id: Int, name: String, originalName: String?, year: Int?, popularity: Double) {
        self.kind = kind
        self.id = id
        self.name = name
        self.originalName = originalName
        self.year = year
        self.popularity = popularity
    }
}
