public struct CatalogueCastCredit: Sendable, Equatable {
    /// Nil for a name the catalogue holds without an id.
    public let personID: Int?
    public let name: String
    /// Nil when the source does not say.
    public let character: String?
    /// Billing position, from 0.
    public let order: Int
}
