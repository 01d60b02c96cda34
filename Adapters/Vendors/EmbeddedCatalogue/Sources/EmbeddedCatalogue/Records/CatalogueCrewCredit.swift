public struct CatalogueCrewCredit: Sendable, Equatable {
    /// Nil for a name the catalogue holds without an id.
    public let personID: Int?
    public let name: String
    public let job: String
    /// Nil when the source does not say.
    public let department: String?
}
