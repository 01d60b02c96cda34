/// Where the watched list leads: to the film or series of a watch.
@MainActor
public protocol WatchedNavigating: AnyObject {
    func openMovieDetails(movieID: Int)
    func openSeriesDetails(seriesID: Int)
}
