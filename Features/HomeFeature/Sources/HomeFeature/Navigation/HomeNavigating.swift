/// Where the home screen leads: into one of its films, series or people, or to the search prompt.
/// The first three share their names with the other screens' protocols, so that one router
/// answers them all with one method each.
@MainActor
public protocol HomeNavigating: AnyObject {
    func openMovieDetails(movieID: Int)
    func openSeriesDetails(seriesID: Int)
    func openPersonDetails(personID: Int)
    func openSearch()
}
