/// Everything a person is credited with, films and series, cast and crew.
public struct PersonCredits: Sendable, Equatable, Codable {
    /// The department a part counts in.
    public static let acting = "Acting"

    public let personID: Person.ID
    public let cast: [PersonCredit]
    public let crew: [PersonCredit]

    public init(personID: Person.ID, cast: [PersonCredit], crew: [PersonCredit]) {
        self.personID = personID
        self.cast = cast
        self.crew = crew
    }

    /// How many distinct titles they are credited on.
    public var titleCount: Int {
        Set((cast + crew).map { TitleKey(kind: $0.title.kind, id: $0.title.id) }).count
    }

    /// The departments their credits are in, each once, in `Departments`' order.
    public var departments: [String] {
        Departments.ordered((cast + crew).compactMap(\.department))
    }

    /// The same credits, newest title first (undated ones last), ties by name; cast and crew apart.
    public func newestFirst() -> PersonCredits {
        PersonCredits(personID: personID, cast: Self.newestFirst(cast), crew: Self.newestFirst(crew))
    }

    /// Only the credits on titles of `kind` (any, when nil) in `department` (any, when nil;
    /// "Acting" keeps the parts and no job behind the camera).
    public func filtered(kind: TitleKind?, department: String?) -> PersonCredits {
        func keeps(_ credit: PersonCredit) -> Bool {
            (kind == nil || credit.title.kind == kind)
                && (department == nil || credit.department?.lowercased() == department?.lowercased())
        }
        return PersonCredits(personID: personID, cast: cast.filter(keeps), crew: crew.filter(keeps))
    }

    private struct TitleKey: Hashable {
        let kind: TitleKind
        let id: Int
    }

    private static func newestFirst(_ credits: [PersonCredit]) -> [PersonCredit] {
        credits.sorted { left, right in
            switch (left.title.date, right.title.date) {
            case (let a?, let b?) where a != b: a > b
            case (_?, nil): true
            case (nil, _?): false
            default: left.title.name < right.title.name
            }
        }
    }
}
