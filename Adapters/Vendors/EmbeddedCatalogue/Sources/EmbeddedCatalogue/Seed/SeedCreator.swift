struct SeedCreator: Decodable {
    let personId: Int?
    let name: String
}
