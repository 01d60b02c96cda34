/// Where the list screen can lead: into one of its movies or series, or to another page of the same list.
@MainActor
public protocol TitleListNavigating: AnyObject {
    func openMovieDetails(movieID: Int)
    func openSeriesDetails(seriesID: Int)
    func openTitleList(_ list: TitleList, page: Int)
}
