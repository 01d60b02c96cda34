struct SeedCrewCredit: Decodable {
    let id: Int
    let name: String
    let job: String
    let department: String
}
