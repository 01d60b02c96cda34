/// One film as the seed spells it: genres by name, people with their ids, in billing order.
struct SeedMovie: Decodable {
    let id: Int
    let title: String
    let originalTitle: String
    let originalLanguage: String
    let releaseDate: String?
    let runtime: Int?
    let genres: [String]
    let overview: String
    let voteAverage: Double
    let voteCount: Int
    let popularity: Double
    let cast: [SeedCastCredit]
    let crew: [SeedCrewCredit]
}
