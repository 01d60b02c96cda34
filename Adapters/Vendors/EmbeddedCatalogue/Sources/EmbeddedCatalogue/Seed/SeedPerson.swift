struct SeedPerson: Decodable {
    let id: Int
    let name: String
    /// TMDb's code: 1 female, 2 male, 3 non-binary; nil when not given.
    let gender: Int?
}
