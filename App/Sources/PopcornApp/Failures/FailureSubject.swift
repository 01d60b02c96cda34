/// What an id names, for the words of a failure: "movie", and how to find the ids of movies.
struct FailureSubject: Sendable, Equatable {
    /// As a sentence names one: "movie", "series".
    let noun: String
    /// What to run to find ids of this kind.
    let findIDs: String
}
