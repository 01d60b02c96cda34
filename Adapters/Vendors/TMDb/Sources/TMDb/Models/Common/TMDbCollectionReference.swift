/// The collection a film belongs to (a series of films, not a TV series), as a film's details name it.
public struct TMDbCollectionReference: Decodable, Sendable, Equatable {
    public let id: Int
    public let name: String
    public let posterPath: String?
    public let backdropPath: String?

    enum CodingKeys: String, CodingKey {
        case id, name
        case posterPath = "poster_path"
        case backdropPath = "backdrop_path"
    }
}
