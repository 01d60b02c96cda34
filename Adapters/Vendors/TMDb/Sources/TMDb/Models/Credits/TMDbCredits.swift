/// Who is in a film, a season or an episode, and who made it.
public struct TMDbCredits: Decodable, Sendable, Equatable {
    /// The id of the title, when the credits came from their own path rather than appended.
    public let id: Int?
    public let cast: [TMDbCastMember]
    public let crew: [TMDbCrewMember]
    /// The guest stars of an episode; empty for a film or a season.
    public let guestStars: [TMDbCastMember]

    enum CodingKeys: String, CodingKey {
        case id, cast, crew
        case guestStars = "guest_stars"
    }
}
