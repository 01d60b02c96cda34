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
    /// `movie` or `tv`: films and series share this screen.
    public let kind: ItemKind
    /// For a series, how many episodes the episode counts are taken from; nil for a film.
    public let episodesHeld: Int?
    /// False where the source holds no credits for the title: the lists are empty because they
    /// are unknown.
    public let creditsKnown: Bool

    public init(
        id: Int, title: String, releaseDate: String?, cast: [CastAndCrewCastMember], crew: [CastAndCrewCrewMember],
        kind: ItemKind = .movie, episodesHeld: Int? = nil, creditsKnown: Bool = true
    ) {
        self.creditsKnown = creditsKnown
        self.kind = kind
        self.episodesHeld = episodesHeld
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
