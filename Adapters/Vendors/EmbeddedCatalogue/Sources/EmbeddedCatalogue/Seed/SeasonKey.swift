/// A season by its series and number.
struct SeasonKey: Hashable {
    let seriesID: Int
    let seasonNumber: Int

    init(seriesID: Int, seasonNumber: Int) {
        self.seriesID = seriesID
        self.seasonNumber = seasonNumber
    }

    init(_ season: SeedSeason) {
        self.init(seriesID: season.seriesId, seasonNumber: season.seasonNumber)
    }
}
