public import Presentation

/// One row of the home screen's lists: a film, a series or a person, with just enough to tell it
/// from the others of its name.
public struct HomeItem: Sendable, Equatable, Codable, JSONRecord {
    public let id: Int
    /// A film's or a series' title, or a person's name.
    public let name: String
    /// The year a film came out or a series began; nil for a person, and where it is not known.
    public let year: Int?
    /// For a person, the department their work is best known in ("Acting", "Directing"); nil for
    /// a film or a series, and where the source does not say.
    public let knownForDepartment: String?

    public init(id: Int, name: String, year: Int? = nil, knownForDepartment: String? = nil) {
        self.id = id
        self.name = name
        self.year = year
        self.knownForDepartment = knownForDepartment
    }
}
