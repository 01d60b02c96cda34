/// Where the results lead: into one of them, or to another page of the same search.
@MainActor
public protocol SearchResultsNavigating: AnyObject {
    func openMovieDetails(movieID: Int)
    func openSeriesDetails(seriesID: Int)
    func openPersonDetails(personID: Int)
    func openSearchResults(_ request: SearchRequest)
}
