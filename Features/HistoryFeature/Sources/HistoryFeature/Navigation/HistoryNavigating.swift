/// Where the history leads: back into what was opened, or to another page of it.
@MainActor
public protocol HistoryNavigating: AnyObject {
    func openMovieDetails(movieID: Int)
    func openSeriesDetails(seriesID: Int)
    func openPersonDetails(personID: Int)
    func openHistory(page: Int)
}
