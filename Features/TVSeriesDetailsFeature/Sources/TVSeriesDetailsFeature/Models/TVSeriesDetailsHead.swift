/// The seasons, episodes and last air date the series screen heads with. They are the series'
/// own record's, unless seasons proper that the screen lists were counted by a later record than
/// that one: then they are taken from the seasons listed, so that the head agrees with the newest
/// record the screen shows (Stranger Things' record of 2019-05 counts 3 seasons and 25 episodes,
/// last aired 2017-10-27; the seasons listed, counted in 2026-08, are 5, with 42 episodes, the last
/// aired 2025-12-31). Specials never change the head, as they do not count among a series' seasons.
/// The status is the series' record's alone, so it is then dated by that record ("Returning Series
/// (in 2019-05)"), since no later record says whether the series goes on.
struct TVSeriesDetailsHead: Equatable {
    let numberOfSeasons: Int?
    let numberOfEpisodes: Int?
    let lastAirDate: String?
    /// The series' record's date, when the head is newer than that record; nil otherwise.
    let statusAsOf: String?

    init(_ series: TVSeriesDetails) {
        let seasons = series.seasons.filter { $0.seasonNumber > 0 }
        let later = seasons.filter { season in
            guard let own = series.figuresAsOf, let counted = season.episodeCountAsOf else { return false }
            return counted > own
        }
        guard let newest = later.compactMap(\.episodeCountAsOf).max() else {
            numberOfSeasons = series.numberOfSeasons
            numberOfEpisodes = series.numberOfEpisodes
            lastAirDate = series.lastAirDate
            statusAsOf = nil
            return
        }
        statusAsOf = series.figuresAsOf
        // A later record only adds: seasons and episodes it holds are counted beside the record's.
        let counts = seasons.compactMap(\.episodeCount)
        numberOfSeasons = max(series.numberOfSeasons ?? 0, seasons.count)
        numberOfEpisodes =
            counts.count == seasons.count ? max(series.numberOfEpisodes ?? 0, counts.reduce(0, +)) : series.numberOfEpisodes
        // A date counts once it had come when its record was taken: a season announced is not aired.
        let aired = later.compactMap { $0.lastAirDate ?? $0.airDate }.filter { $0.prefix(newest.count) <= newest }
        lastAirDate = ([series.lastAirDate].compactMap { $0 } + aired).max()
    }
}
