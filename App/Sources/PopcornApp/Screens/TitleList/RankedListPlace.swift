import Presentation
import TitleListFeature

/// A page of the most popular or the best-rated titles of a kind: `popcorn movies popular`,
/// `popcorn tv top-rated --page 2`, `popcorn people popular`.
struct RankedListPlace: Place {
    static let forms = [
        form(.movie, .popular, "movies", "popular"), form(.movie, .topRated, "movies", "top-rated"),
        form(.tv, .popular, "tv", "popular"), form(.tv, .topRated, "tv", "top-rated"),
        form(.person, .popular, "people", "popular"),
    ]

    var kind = ItemKind.movie
    /// Popular or top rated.
    var ranking = TitleListSelection.popular
    var page = 1

    var list: TitleList { TitleList(ranking, of: kind) }
    var title: String {
        let kind = kind == .movie ? "films" : kind.pluralNoun
        return "\(ranking == .topRated ? "Top rated" : "Popular") \(kind) · page \(page)"
    }
    /// "the most popular films", "the best-rated series, page 2".
    var summary: String {
        let kind = kind == .movie ? "films" : kind.pluralNoun
        return "\(ranking == .topRated ? "the best-rated" : "the most popular") \(kind)" + (page > 1 ? ", page \(page)" : "")
    }
    var listPage: Int? { page }

    private static func form(_ kind: ItemKind, _ ranking: TitleListSelection, _ command: String, _ list: String) -> PlaceForm<Self> {
        PlaceForm(
            .fixed(\.kind, kind), .fixed(\.ranking, ranking), .word(command), .word(list), .option("--page", \.page, default: 1, "<n>"))
    }
}
