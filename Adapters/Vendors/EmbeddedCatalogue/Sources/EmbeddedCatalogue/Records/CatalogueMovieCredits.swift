/// A film's cast in billing order and its crew in the seed's order.
public struct CatalogueMovieCredits: Sendable, Equatable {
    public let movieID: Int
    public let cast: [CatalogueCastCredit]
    public let crew: [CatalogueCrewCredit]
    /// False where the catalogue holds no credits for the film: the lists are empty because they
    /// are unknown.
    public let isRecorded: Bool
}
