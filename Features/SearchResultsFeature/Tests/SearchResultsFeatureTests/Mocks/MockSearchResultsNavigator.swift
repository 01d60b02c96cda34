import Presentation
import SearchResultsFeature

/// Records each link the view model follows, as the command it stands for.
@MainActor
final class MockSearchResultsNavigator: SearchResultsNavigating {
    private(set) var opened: [String] = []

    func openMovieDetails(movieID: Int) { opened.append("movie \(movieID)") }
    func openSeriesDetails(seriesID: Int) { opened.append("tv \(seriesID)") }
    func openPersonDetails(personID: Int) { opened.append("person \(personID)") }
    func openSearchResults(_ request: SearchRequest) {
        opened.append("search \(request.query) \(request.kind?.rawValue ?? "any") page \(request.page)")
    }
}
