/// One episode: guest stars in billing order, crew in the source's order, and where it came from.
struct SeedEpisode: Decodable {
    let seriesId: Int
    let seasonNumber: Int
    let episodeNumber: Int
    let id: Int?
    let name: String
    let airDate: String?
    let productionCode: String?
    let voteAverage: Double?
    let voteCount: Int?
    /// When the votes were taken ("2020"); nil with no votes.
    let figuresAsOf: String?
    /// False where the record names no guest or crew (an episode list, a later record): empty lists then say nothing.
    let creditsRecorded: Bool
    let guestStars: [SeedCastCredit]
    let crew: [SeedCrewCredit]
    let source: String
}
