/// Where the explore screen leads: into its films, series and people (named as every screen
/// names them, so that one router answers them all), a discovery by a genre, a whole list, or the
/// search prompt.
@MainActor
public protocol ExploreNavigating: AnyObject {
    func openMovieDetails(movieID: Int)
    func openSeriesDetails(seriesID: Int)
    func openPersonDetails(personID: Int)
    /// The titles filed under a genre (`.movieGenre` or `.tvGenre`), by its name.
    func openGenre(_ kind: ExploreItemKind, named name: String)
    func openExploreList(_ list: ExploreList)
    func openSearch()
}
