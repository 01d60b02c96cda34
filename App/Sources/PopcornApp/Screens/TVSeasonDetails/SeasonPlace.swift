import CoreDomain

/// A season and its episodes: `popcorn tv <id> season <n>`.
struct SeasonPlace: Place {
    static let forms = [
        PlaceForm<Self>(
            .word("tv"), .alias("show"), .number(\.seriesID, "<id>", naming: "a series id"), .word("season"),
            .number(\.season, "<n>", naming: "a season number", in: Numbering.seasons))
    ]

    var seriesID = 0
    var season = 0

    var title: String { "Series \(seriesID) · season \(season)" }
    var summary: String { "a season and its episodes" }
}
