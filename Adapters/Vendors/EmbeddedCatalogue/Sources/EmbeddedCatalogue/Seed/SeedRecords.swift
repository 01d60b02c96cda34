/// A seed's records, decoded and checked, but for the films without credits, which are read and
/// checked as they are written (`SeedLaterFilms`).
struct SeedRecords {
    let genres: [SeedGenre]
    let people: [SeedPerson]
    let movies: [SeedMovie]
    let laterFilms: SeedLaterFilms
    let series: [SeedSeries]
    let seasons: [SeedSeason]
    let episodes: [SeedEpisode]
}
