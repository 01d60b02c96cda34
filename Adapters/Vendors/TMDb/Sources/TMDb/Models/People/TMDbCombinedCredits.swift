/// Every part a person played and every job they did, films and series together, as
/// `/person/{id}` appends them with `append_to_response=combined_credits`.
public struct TMDbCombinedCredits: Decodable, Sendable, Equatable {
    /// The person's id, when the credits came from their own path rather than appended.
    public let id: Int?
    public let cast: [TMDbPersonCastCredit]
    public let crew: [TMDbPersonCrewCredit]
}
