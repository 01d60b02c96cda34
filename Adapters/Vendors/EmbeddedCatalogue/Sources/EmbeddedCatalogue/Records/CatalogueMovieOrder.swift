/// The orders the catalogue can list films in.
public enum CatalogueMovieOrder: Sendable, Equatable {
    /// Most popular first.
    case popularity
    /// Highest average first, among films with at least `minimumVotes` votes (so that a film
    /// rated 10 by three people does not top the list); ties go to the film with more votes.
    case rating(minimumVotes: Int)
}
