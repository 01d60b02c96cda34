/// Where the details screen can lead. The app's router decides what following a link means:
/// printing the command that would get there, or opening the next screen.
@MainActor
public protocol MovieDetailsNavigating: AnyObject {
    func openCastAndCrew(movieID: Int)
    func openSimilarMovies(movieID: Int)
    func openPersonDetails(personID: Int)
    func openChat(movieID: Int)
    /// The films filed under a genre, as a discovery by it.
    func openMovieDiscovery(genre: String)
}
