struct SeedGenre: Decodable {
    let id: Int
    let name: String
}
