import Presentation
import TitleListFeature

/// A page of what is trending of one kind: `popcorn trending person`, `popcorn trending movies
/// --window day --page 2`. The plural reads as the singular, which is how it is written.
struct TrendingPlace: Place {
    static let forms = [
        form(.movie, "movie"), form(.movie, "movies"), form(.tv, "tv"), form(.person, "person"), form(.person, "people"),
    ]

    var kind = ItemKind.person
    /// Over how long; nil for the source's own choice (TMDb's week; the catalogue has no windows).
    var window: TitleListWindow?
    var page = 1

    var list: TitleList { TitleList(.trending(window: window), of: kind) }
    var title: String { "Trending \(kind == .movie ? "films" : kind.pluralNoun) · page \(page)" }
    /// Followed from another screen (the overview's "All trending films"), the whole list; from
    /// another page of it, that page (`ScreenPlace.summary(from:)`).
    var summary: String { "the whole list of trending \(kind == .movie ? "films" : kind.pluralNoun)" }
    var listPage: Int? { page }

    private static func form(_ kind: ItemKind, _ word: String) -> PlaceForm<Self> {
        PlaceForm(
            .fixed(\.kind, kind), .word("trending"), .word(word), .option("--window", \.window, naming: "day or week"),
            .option("--page", \.page, default: 1, "<n>"))
    }
}
