import Presentation
import TitleListFeature

/// A page of the titles of one kind that pass a filter, in the terms of the command that lists
/// them: `popcorn discover movie --genre drama --year 1990-1999 --sort rating`. Its values are
/// the words as given (a span of years stays "1990-1999"); each kind's `DiscoverySource` reads them
/// into its context's filter, whose rules say what is wrong with them.
struct DiscoverPlace: Place {
    static let forms = [form(.movie, "movie"), form(.movie, "movies"), form(.tv, "tv")]

    var kind = ItemKind.movie
    var genres: [String] = []
    var anyGenre = false
    var year: String?
    var minRating: String?
    var minVotes: String?
    var runtime: String?
    var language: String?
    var keywords: [String] = []
    var sort: DiscoverSort?
    var reverse = false
    var page = 1

    var title: String { "Discover \(kind == .movie ? "films" : kind.pluralNoun) · page \(page)" }
    /// "films filed under Drama", "series filed under Crime or Drama from 1990-1999"; a later page
    /// says so.
    var summary: String { described(genres: genres.isEmpty ? nil : "filed under " + genreNames) }
    /// "films of one genre": what a link of its kind gives, whichever genre it names.
    var kindSummary: String { described(genres: genres.isEmpty ? nil : genres.count == 1 ? "of one genre" : "of some genres") }
    var listPage: Int? { page }

    /// The list it shows: the titles of its kind that its command finds, named by that command
    /// (without its page), which the screen shows as its filter.
    var list: TitleList {
        var first = self
        first.page = 1
        return TitleList(.discovery(TitleListDiscovery(command: CommandWords.line(first.words), words: first.words)), of: kind)
    }

    private var genreNames: String {
        guard let last = genres.last, genres.count > 1 else { return genres.first ?? "" }
        return genres.dropLast().joined(separator: ", ") + (anyGenre ? " or " : " and ") + last
    }

    private func described(genres: String?) -> String {
        var words = [kind == .movie ? "films" : kind.pluralNoun]
        if let genres { words.append(genres) }
        if let year { words.append("from \(year)") }
        let others = [minRating, minVotes, runtime, language].compactMap { $0 }.count + keywords.count
        if others > 0 { words.append(genres == nil && year == nil ? "that pass its filters" : "that pass its other filters") }
        if genres == nil && year == nil && others == 0 { words.append("of every genre") }
        return words.joined(separator: " ") + (page > 1 ? ", page \(page)" : "")
    }

    private static func form(_ kind: ItemKind, _ word: String) -> PlaceForm<Self> {
        PlaceForm(
            .fixed(\.kind, kind), .word("discover"), .word(word), .repeatedOption("--genre", \.genres, "<name>"),
            .optionalFlag("--any-genre", \.anyGenre), .option("--year", \.year, "<YYYY|YYYY-YYYY>"),
            .option("--min-rating", \.minRating, "<n>"), .option("--min-votes", \.minVotes, "<n>"),
            .option("--runtime", \.runtime, "<MIN-MAX>"), .option("--language", \.language, "<code>"),
            .repeatedOption("--keyword", \.keywords, "<word>"), .option("--sort", \.sort, naming: "popularity, rating, date or title"),
            .optionalFlag("--reverse", \.reverse), .option("--page", \.page, default: 1, "<n>"))
    }
}

extension DiscoverPlace {
    /// The place `words` name (a discovery's command words), or nil when they name none.
    init?(words: [String]) {
        for form in Self.forms {
            if case .success(let place) = form.read(words) {
                self = place
                return
            }
        }
        return nil
    }
}
