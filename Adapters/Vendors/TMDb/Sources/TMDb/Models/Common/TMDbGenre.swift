/// A genre as TMDb names it, with the id that lists of titles refer to it by.
public struct TMDbGenre: Decodable, Sendable, Equatable {
    public let id: Int
    public let name: String
}
