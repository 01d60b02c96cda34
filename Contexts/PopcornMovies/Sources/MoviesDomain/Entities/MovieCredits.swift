/// Who is in a movie and who made it.
public struct MovieCredits: Sendable, Equatable, Codable {
    public let movieID: Movie.ID
    public let cast: [CastMember]
    public let crew: [CrewMember]
    /// False where the source holds no credits for the film: `cast` and `crew` are empty because
    /// they are unknown, not because nobody is credited.
    public let isKnown: Bool

    public init(movieID: Movie.ID, cast: [CastMember], crew: [CrewMember], isKnown: Bool = true) {
        self.movieID = movieID
        self.cast = cast
        self.crew = crew
        self.isKnown = isKnown
    }

    /// The cast in billing order.
    public var billedCast: [CastMember] {
        cast.sorted { $0.order < $1.order }
    }

    /// The directors, in the order the source lists them.
    public var directors: [CrewMember] {
        crew.filter(\.isDirector)
    }
}
