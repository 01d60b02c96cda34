struct SeedSeason: Decodable {
    let seriesId: Int
    let seasonNumber: Int
    let id: Int?
    let name: String
    let airDate: String?
    let episodeCount: Int?
    /// When the episode count was taken ("2019-05"); a season only a later record holds is dated by it.
    let figuresAsOf: String?
}
