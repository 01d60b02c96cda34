public struct CatalogueCrewCredit: Sendable, Equatable {
    public let personID: Int
    public let name: String
    public let job: String
    public let department: String
}
