import Presentation
import TitleListFeature

/// A page of the films or series like one: `popcorn movie <id> --similar`, `popcorn tv <id> --similar`.
struct SimilarTitlesPlace: Place {
    static let forms = [
        PlaceForm<Self>(
            .fixed(\.kind, .movie), .word("movie"), .number(\.id, "<id>", naming: "a movie id"), .flag("--similar"),
            .option("--page", \.page, default: 1, "<n>")),
        PlaceForm<Self>(
            .fixed(\.kind, .tv), .word("tv"), .alias("show"), .number(\.id, "<id>", naming: "a series id"), .flag("--similar"),
            .option("--page", \.page, default: 1, "<n>")),
    ]

    /// A movie or a series.
    var kind = ItemKind.movie
    /// The title the others are like.
    var id = 0
    var page = 1

    var list: TitleList { TitleList(.similar(to: id), of: kind) }
    var title: String { "\(kind == .tv ? "Series" : "Films") like \(id) · page \(page)" }
    var summary: String { "\(kind.pluralNoun) like it" }
    var listPage: Int? { page }
}
