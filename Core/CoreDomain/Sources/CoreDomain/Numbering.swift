/// The one rule for the numbers that name things, whichever context holds them and whichever
/// command reads them: TMDb keeps ids, season numbers and episode numbers as 32-bit whole
/// numbers, so no source has one past 2,147,483,647. A number outside its range names nothing
/// any source could have, and is refused before anything is asked.
public enum Numbering {
    /// The largest number any source gives an id, a season or an episode.
    public static let largest = Int(Int32.max)

    /// Ids count from 1.
    public static let ids = 1...largest
    /// Season 0 holds a series' specials.
    public static let seasons = 0...largest
    /// Episodes count from 1 within their season.
    public static let episodes = 1...largest
}
