/// Where the list screen can lead: into one of its movies, series or people, or to another page of the same list.
@MainActor
public protocol TitleListNavigating: AnyObject {
    func openMovieDetails(movieID: Int)
    func openSeriesDetails(seriesID: Int)
    func openPersonDetails(personID: Int)
    func openTitleList(_ list: TitleList, page: Int)
}
