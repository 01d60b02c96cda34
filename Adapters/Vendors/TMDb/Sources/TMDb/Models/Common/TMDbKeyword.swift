/// A keyword TMDb tags titles with ("nihilism", "dual identity").
public struct TMDbKeyword: Decodable, Sendable, Equatable {
    public let id: Int
    public let name: String
}
