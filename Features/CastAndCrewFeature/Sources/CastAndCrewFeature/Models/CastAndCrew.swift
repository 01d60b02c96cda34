public import Presentation

/// Everyone credited on one movie, in the screen's own terms.
public struct CastAndCrew: Sendable, Equatable, JSONRecord {
    /// The movie's id.
    public let id: Int
    public let title: String
    /// "yyyy-mm-dd".
    public let releaseDate: String?
    /// In billing order.
    public let cast: [CastAndCrewCastMember]
    /// In the source's order; the view groups it by department.
    public let crew: [CastAndCrewCrewMember]

    public init(id: Int, title: String, releaseDate: String?, cast: [CastAndCrewCastMember], crew: [CastAndCrewCrewMember]) {
        self.id = id
        self.title = title
        self.releaseDate = releaseDate
        self.cast = cast
        self.crew = crew
    }

    /// The year of release, read from `releaseDate`.
    public var year: Int? {
        releaseDate.flatMap { Int($0.prefix(4)) }
    }
}
