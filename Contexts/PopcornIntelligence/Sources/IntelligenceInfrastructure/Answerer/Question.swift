/// What a question about a title asks, as the embedded answerer reads it.
enum Question: Equatable {
    case crew(CrewRole)
    /// Who plays the character named.
    case whoPlays(character: String)
    /// Whom the person named plays.
    case roleOf(person: String)
    case released
    case runtime
    case genres
    case rating
    case budget
    case revenue
    case seasonCount
    /// Episodes in the whole series, or in one season.
    case episodeCount(season: Int?)
    case seasonAired(Int)
    /// What else the person named (or the one doing a job on the title) worked on.
    case otherWork(person: PersonMention)
    case similar
    case unanswerable
}
