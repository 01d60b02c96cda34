public struct CatalogueCastCredit: Sendable, Equatable {
    public let personID: Int
    public let name: String
    public let character: String
    /// Billing position, from 0.
    public let order: Int
}
