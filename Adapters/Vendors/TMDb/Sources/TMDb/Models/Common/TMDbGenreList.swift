/// Every genre TMDb files films (or series) under, from `/genre/movie/list` or `/genre/tv/list`.
public struct TMDbGenreList: Decodable, Sendable, Equatable {
    public let genres: [TMDbGenre]
}
