/// Everyone credited on one movie, in the screen's own terms.
public struct CastAndCrew: Sendable, Equatable, Codable {
    public let movieID: Int
    public let title: String
    /// "yyyy-mm-dd".
    public let releaseDate: String?
    /// In billing order.
    public let cast: [CastAndCrewCastMember]
    /// In the source's order; the view groups it by department.
    public let crew: [CastAndCrewCrewMember]

    public init(movieID: Int, title: String, releaseDate: String?, cast: [CastAndCrewCastMember], crew: [CastAndCrewCrewMember]) {
        self.movieID = movieID
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
