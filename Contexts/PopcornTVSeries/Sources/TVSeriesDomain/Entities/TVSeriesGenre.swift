public import CoreDomain

/// A genre series are filed under, and how many series of the source it holds where the source
/// can count them (the embedded catalogue can; TMDb gives no counts).
public struct TVSeriesGenre: Sendable, Equatable, Codable {
    public let genre: Genre
    public let seriesCount: Int?

    public init(genre: Genre, seriesCount: Int?) {
        self.genre = genre
        self.seriesCount = seriesCount
    }
}
