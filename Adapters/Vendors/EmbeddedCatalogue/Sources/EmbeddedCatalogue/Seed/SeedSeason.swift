struct SeedSeason: Decodable {
    let seriesId: Int
    let seasonNumber: Int
    let id: Int?
    let name: String
    let airDate: String?
    let episodeCount: Int?
}
