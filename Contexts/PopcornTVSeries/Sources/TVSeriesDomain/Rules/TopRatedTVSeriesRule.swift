/// Which series may rank among the top rated: only those with enough votes, so that a series
/// rated 10 by a handful of people does not top the list. Sources that rank series apply it.
public enum TopRatedTVSeriesRule {
    public static let minimumVotes = 100
}
