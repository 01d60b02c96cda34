/// One film as the seed spells it: genres and keywords by name, people in billing order, with an
/// id where the source gave one. `nil` is a fact the source does not know.
struct SeedMovie: Decodable {
    let id: Int
    let title: String
    let originalTitle: String?
    let originalLanguage: String
    let releaseDate: String?
    let runtime: Int?
    let genres: [String]
    let keywords: [String]
    let spokenLanguages: [String]
    let countries: [String]
    let companies: [String]
    let budget: Int?
    let revenue: Int?
    let status: String?
    let voteAverage: Double?
    let voteCount: Int?
    let popularity: Double
    /// When the votes, average and popularity were taken ("2017").
    let figuresAsOf: String?
    let overview: String?
    /// False where the source has no credits for the film: its cast and crew are unknown, not empty.
    let creditsRecorded: Bool
    let cast: [SeedCastCredit]
    let crew: [SeedCrewCredit]
}
