/// Film genres that series are filed under by another name: TMDb files series under "Sci-Fi &
/// Fantasy" where films are "Science Fiction" or "Fantasy", "Action & Adventure" for "Action" or
/// "Adventure", "War & Politics" for "War". A film genre asked of series stands for the series
/// genre that holds it; a source that files a series under the film genre counts it in that series genre.
public enum TVSeriesGenreEquivalents {
    /// Each series genre and the film genres it holds.
    public static let filmGenresHeld: [String: [String]] = [
        "Sci-Fi & Fantasy": ["Science Fiction", "Fantasy"],
        "Action & Adventure": ["Action", "Adventure"],
        "War & Politics": ["War"],
    ]

    /// The series genre that holds the film genre `name` (matched without case), or nil.
    public static func seriesGenre(holding name: String) -> String? {
        filmGenresHeld.first { $0.value.contains { $0.lowercased() == name.lowercased() } }?.key
    }

    /// The film genres a series genre holds (none for most).
    public static func filmGenres(heldBy seriesGenre: String) -> [String] {
        filmGenresHeld[seriesGenre] ?? []
    }
}
