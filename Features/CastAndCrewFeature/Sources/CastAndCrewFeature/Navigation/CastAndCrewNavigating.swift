/// Where the cast and crew screen can lead: back to the movie or series it belongs to.
@MainActor
public protocol CastAndCrewNavigating: AnyObject {
    func openMovieDetails(movieID: Int)
    func openSeriesDetails(seriesID: Int)
}
