/// Where the cast and crew screen can lead: back to the movie it belongs to.
@MainActor
public protocol CastAndCrewNavigating: AnyObject {
    func openMovieDetails(movieID: Int)
}
