struct SeedCastCredit: Decodable {
    let id: Int
    let name: String
    let character: String
}
