import ExploreFeature
import Presentation

/// Records each link the view model follows, as the words of where it leads.
@MainActor
final class MockExploreNavigator: ExploreNavigating {
    private(set) var opened: [String] = []

    func openMovieDetails(movieID: Int) { opened.append("movie \(movieID)") }
    func openSeriesDetails(seriesID: Int) { opened.append("tv \(seriesID)") }
    func openPersonDetails(personID: Int) { opened.append("person \(personID)") }
    func openGenre(_ kind: ExploreItemKind, named name: String) { opened.append("\(kind.rawValue) \(name)") }
    func openExploreList(_ list: ExploreList) { opened.append("\(list.name.rawValue) \(list.kind.rawValue) \(list.window ?? "-")") }
    func openSearch() { opened.append("search") }
}
