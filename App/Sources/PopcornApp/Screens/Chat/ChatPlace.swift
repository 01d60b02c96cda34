import Presentation

/// The chat about a film or a series: `chat movie <id>`, `chat tv <id>` (the `popcorn chat`
/// command reads the same words).
struct ChatPlace: Place {
    static let forms = [
        PlaceForm<Self>(.fixed(\.kind, .movie), .word("chat"), .word("movie"), .number(\.id, "<id>", naming: "a movie id")),
        PlaceForm<Self>(.fixed(\.kind, .tv), .word("chat"), .word("tv"), .number(\.id, "<id>", naming: "a series id")),
    ]

    /// A movie or a series.
    var kind = ItemKind.movie
    var id = 0

    var title: String { "\(kind == .tv ? "Series" : "Movie") \(id) · chat" }
    var summary: String { "ask about it; the catalogue answers" }
}
