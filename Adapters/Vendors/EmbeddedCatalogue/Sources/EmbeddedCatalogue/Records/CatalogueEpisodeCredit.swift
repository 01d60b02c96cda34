/// A credit on one episode: which episode, and the credit.
public struct CatalogueEpisodeCredit<Credit: Sendable & Equatable>: Sendable, Equatable {
    public let seasonNumber: Int
    public let episodeNumber: Int
    public let credit: Credit
}
