/// A seed's records, decoded and checked.
struct SeedRecords {
    let genres: [SeedGenre]
    let people: [SeedPerson]
    let movies: [SeedMovie]
    let series: [SeedSeries]
    let seasons: [SeedSeason]
    let episodes: [SeedEpisode]
}
