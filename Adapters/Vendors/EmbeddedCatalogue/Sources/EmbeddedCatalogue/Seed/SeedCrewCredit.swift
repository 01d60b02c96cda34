struct SeedCrewCredit: Decodable {
    /// Nil for the directors the source names without an id.
    let personId: Int?
    let name: String
    let job: String
    let department: String?
}
