public import Presentation

/// Everything a person is credited with, in the screen's own terms: parts and jobs apart, each
/// newest first, and the filters the list was asked with (nil: not filtered).
public struct PersonCredits: Sendable, Equatable, JSONRecord {
    public let personID: Int
    public let name: String
    /// `movie` or `tv` when only one kind was asked for.
    public let kind: ItemKind?
    /// The department asked for ("Directing"), when one was.
    public let department: String?
    public let cast: [PersonCreditsEntry]
    public let crew: [PersonCreditsEntry]
    /// Every department their credits of the kind asked are in, whichever department was asked:
    /// where to look when it holds none.
    public let departments: [String]

    public init(
        personID: Int, name: String, kind: ItemKind?, department: String?, cast: [PersonCreditsEntry], crew: [PersonCreditsEntry],
        departments: [String] = []
    ) {
        self.personID = personID
        self.name = name
        self.kind = kind
        self.department = department
        self.cast = cast
        self.crew = crew
        self.departments = departments
    }

    public static var jsonKeys: [String: String] { ["personID": "personId"] }
}
