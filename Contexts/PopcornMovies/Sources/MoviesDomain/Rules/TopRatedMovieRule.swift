/// Which films may rank among the top rated: only those with enough votes, so that a film rated
/// 10 by a handful of people does not top the list. Sources that rank films apply it.
public enum TopRatedMovieRule {
    public static let minimumVotes = 200
}
