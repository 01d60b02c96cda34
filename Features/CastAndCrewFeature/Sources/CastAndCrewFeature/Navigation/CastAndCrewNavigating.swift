/// Where the cast and crew screen can lead: back to the movie or series it belongs to, and to
/// everyone it names.
@MainActor
public protocol CastAndCrewNavigating: AnyObject {
    func openMovieDetails(movieID: Int)
    func openSeriesDetails(seriesID: Int)
    func openPersonDetails(personID: Int)
}
