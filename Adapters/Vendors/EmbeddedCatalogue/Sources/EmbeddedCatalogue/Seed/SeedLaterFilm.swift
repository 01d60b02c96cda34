/// One film of `later-films.tsv`: a film the seed holds the facts of but not the credits, keywords
/// or synopsis. `nil` is a fact the source does not know; an empty list, none known.
struct SeedLaterFilm: Sendable {
    var id = 0
    var title = ""
    var originalTitle: String?
    var originalLanguage = ""
    var releaseDate: String?
    var runtime: Int?
    var genres: [String] = []
    var spokenLanguages: [String] = []
    var countries: [String] = []
    var companies: [String] = []
    var budget: Int?
    var revenue: Int?
    var status: String?
    var voteAverage: Double?
    var voteCount: Int?
    var popularity = 0.0
    /// When the votes, average and popularity were taken ("2022–2024").
    var figuresAsOf: String?
}
