/// Where the watchlist leads: to the film or series of a row.
@MainActor
public protocol WatchlistNavigating: AnyObject {
    func openMovieDetails(movieID: Int)
    func openSeriesDetails(seriesID: Int)
}
