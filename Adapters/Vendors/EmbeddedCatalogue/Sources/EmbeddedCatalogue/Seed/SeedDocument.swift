/// The shape of `movies.json`: the genre table, then the films.
struct SeedDocument: Decodable {
    let genres: [SeedGenre]
    let movies: [SeedMovie]
}
