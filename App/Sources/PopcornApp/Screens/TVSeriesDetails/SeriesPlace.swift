/// A series' details: `popcorn tv <id>`.
struct SeriesPlace: Place {
    static let forms = [PlaceForm<Self>(.word("tv"), .alias("show"), .number(\.id, "<id>", naming: "a series id"))]

    var id = 0

    var title: String { "Series \(id)" }
    var summary: String { "a series' details" }
    var isTitleOrPerson: Bool { true }
}
