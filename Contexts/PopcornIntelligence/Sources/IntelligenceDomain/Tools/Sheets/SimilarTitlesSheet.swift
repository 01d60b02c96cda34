/// What the similar-titles tool answers: the titles like the one asked about.
public struct SimilarTitlesSheet: Sendable, Equatable, Codable {
    public var titles: [SimilarTitle]

    public init(titles: [SimilarTitle]) {
        self.titles = titles
    }
}
