/// The orders the catalogue can list films and series in.
public enum CatalogueTitleOrder: Sendable, Equatable {
    /// Most popular first.
    case popularity
    /// Highest average first, among titles with at least `minimumVotes` votes (so that a title
    /// rated 10 by three people does not top the list); ties go to the title with more votes.
    case rating(minimumVotes: Int)
}
