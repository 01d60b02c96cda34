/// Where the credits screen's links lead: to each title, and back to the person.
@MainActor
public protocol PersonCreditsNavigating: AnyObject {
    func openMovieDetails(movieID: Int)
    func openSeriesDetails(seriesID: Int)
    func openPersonDetails(personID: Int)
}
