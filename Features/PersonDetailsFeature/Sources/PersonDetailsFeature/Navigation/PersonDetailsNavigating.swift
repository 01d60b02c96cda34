/// Where the person screen's links lead: to their titles, and to all their credits.
@MainActor
public protocol PersonDetailsNavigating: AnyObject {
    func openMovieDetails(movieID: Int)
    func openSeriesDetails(seriesID: Int)
    func openPersonCredits(personID: Int)
}
