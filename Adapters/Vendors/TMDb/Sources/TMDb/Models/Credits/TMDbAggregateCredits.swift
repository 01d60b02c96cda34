/// Everyone who was in, or worked on, any episode of a series, each once with all their parts or
/// jobs, from `/tv/{id}/aggregate_credits`.
public struct TMDbAggregateCredits: Decodable, Sendable, Equatable {
    /// The series' id, when the credits came from their own path rather than appended.
    public let id: Int?
    public let cast: [TMDbAggregateCastMember]
    public let crew: [TMDbAggregateCrewMember]
}
