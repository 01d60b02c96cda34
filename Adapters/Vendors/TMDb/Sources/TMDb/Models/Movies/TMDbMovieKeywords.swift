/// The keywords a film is tagged with, as `/movie/{id}` appends them.
public struct TMDbMovieKeywords: Decodable, Sendable, Equatable {
    public let keywords: [TMDbKeyword]
}
