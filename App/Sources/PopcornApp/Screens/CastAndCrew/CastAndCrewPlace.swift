import Presentation

/// A film's or a series' full cast and crew: `popcorn movie <id> --cast`, `popcorn tv <id> --cast`.
struct CastAndCrewPlace: Place {
    static let forms = [
        PlaceForm<Self>(.fixed(\.kind, .movie), .word("movie"), .number(\.id, "<id>", naming: "a movie id"), .flag("--cast")),
        PlaceForm<Self>(.fixed(\.kind, .tv), .word("tv"), .alias("show"), .number(\.id, "<id>", naming: "a series id"), .flag("--cast")),
    ]

    /// A movie or a series.
    var kind = ItemKind.movie
    var id = 0

    var title: String { "\(kind == .tv ? "Series" : "Movie") \(id) · cast and crew" }
    var summary: String { kind == .tv ? "its cast and crew, with episode counts" : "its full cast and crew" }
}
