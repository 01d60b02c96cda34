struct SeedCastCredit: Decodable {
    /// Nil for the top-billed names the source gives without an id.
    let personId: Int?
    let name: String
    let character: String?
    let order: Int
}
