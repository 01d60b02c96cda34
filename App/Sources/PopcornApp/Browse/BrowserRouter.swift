import HomeFeature
import Presentation
import SearchResultsFeature
import TitleListFeature

/// Follows the screens' links in the browser: every `*Navigating` method pushes the place it
/// names onto the history, and the browser shows whatever is current. The features only ever
/// call their own protocol; none knows the browser exists.
@MainActor
final class BrowserRouter: AppNavigating {
    private(set) var history: BrowserHistory

    init(start: ScreenPlace) {
        history = BrowserHistory(start: start)
    }

    func go(to place: ScreenPlace) { history.push(place) }
    @discardableResult func back() -> Bool { history.back() }
    @discardableResult func forward() -> Bool { history.forward() }
    func home() { history.push(.home) }
    func remember(selection: Int?, scroll: Int) { history.remember(selection: selection, scroll: scroll) }

    // MARK: The screens' links

    func openMovieDetails(movieID: Int) { go(to: .movie(id: movieID)) }
    func openSeriesDetails(seriesID: Int) { go(to: .series(id: seriesID)) }
    func openPersonDetails(personID: Int) { go(to: .person(id: personID)) }
    func openCastAndCrew(movieID: Int) { go(to: .movieCredits(id: movieID)) }
    func openSimilarMovies(movieID: Int) { go(to: .titleList(TitleList(.similar(to: movieID), of: .movie), page: 1)) }
    func openSeriesCredits(seriesID: Int) { go(to: .seriesCredits(id: seriesID)) }
    func openSimilarSeries(seriesID: Int) { go(to: .titleList(TitleList(.similar(to: seriesID), of: .tv), page: 1)) }
    func openSeason(seriesID: Int, seasonNumber: Int) { go(to: .season(seriesID: seriesID, season: seasonNumber)) }
    func openEpisode(seriesID: Int, seasonNumber: Int, episodeNumber: Int) {
        go(to: .episode(seriesID: seriesID, season: seasonNumber, episode: episodeNumber))
    }
    func openPersonCredits(personID: Int) { go(to: .personCredits(id: personID)) }
    func openTitleList(_ list: TitleList, page: Int) { go(to: .titleList(list, page: page)) }
    func openSearchResults(_ request: SearchRequest) { go(to: .search(request)) }
    func openHistory(page: Int) { go(to: .history(page: page)) }
    /// The browser's own prompt asks for the words, so the home screen's search link asks the
    /// browser to open it; the browser takes the request with `takeSearchRequest()`.
    func openSearch() { isSearchRequested = true }

    private var isSearchRequested = false

    /// Whether a screen asked for the search prompt since the last call.
    func takeSearchRequest() -> Bool {
        defer { isSearchRequested = false }
        return isSearchRequested
    }
}
