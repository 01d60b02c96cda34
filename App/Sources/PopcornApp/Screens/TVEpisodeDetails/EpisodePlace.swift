import CoreDomain

/// An episode, its guest stars and crew: `popcorn tv <id> season <n> episode <m>`.
struct EpisodePlace: Place {
    static let forms = [
        PlaceForm<Self>(
            .word("tv"), .alias("show"), .number(\.seriesID, "<id>", naming: "a series id"), .word("season"),
            .number(\.season, "<n>", naming: "a season number", in: Numbering.seasons), .word("episode"),
            .number(\.episode, "<n>", naming: "an episode number", in: Numbering.episodes))
    ]

    var seriesID = 0
    var season = 0
    var episode = 0

    var title: String { "Series \(seriesID) · S\(season)E\(episode)" }
    var summary: String { "an episode" }
}
