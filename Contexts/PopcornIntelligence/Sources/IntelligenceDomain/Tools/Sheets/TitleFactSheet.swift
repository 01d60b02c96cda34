/// What the details tool answers about a title: the short fact sheet a conversation opens with.
/// Unknown facts are left out, never guessed.
public struct TitleFactSheet: Sendable, Equatable, Codable {
    public var kind: TitleKind
    public var id: Int
    public var name: String
    public var year: Int?
    /// A film's release, or a series' first air date ("yyyy-mm-dd").
    public var releaseDate: String?
    public var lastAirDate: String?
    public var runtimeMinutes: Int?
    public var genres: [String]
    public var rating: Double?
    public var votes: Int?
    public var budget: Int?
    public var revenue: Int?
    public var directors: [PersonReference]
    public var creators: [PersonReference]
    public var topCast: [CastMember]
    /// Seasons, specials (season 0) not counted.
    public var seasonCount: Int?
    public var episodeCount: Int?
    public var seasons: [SeasonSummary]

    public init(kind: TitleKind, id: Int, name: String) {
        self.kind = kind
        self.id = id
        self.name = name
        genres = []
        directors = []
        creators = []
        topCast = []
        seasons = []
    }
}
