import Presentation
import SearchResultsFeature
import TitleListFeature

/// A screen the app can show, named by what it shows: what a one-shot command prints and what
/// the browser's history holds.
enum ScreenPlace: Equatable {
    case home
    case movie(id: Int)
    case movieCredits(id: Int)
    case series(id: Int)
    case seriesCredits(id: Int)
    case season(seriesID: Int, season: Int)
    case episode(seriesID: Int, season: Int, episode: Int)
    case person(id: Int)
    case personCredits(id: Int, kind: ItemKind? = nil, department: String? = nil)
    case titleList(TitleList, page: Int)
    case search(SearchRequest)
    case history(page: Int)

    /// A short name for the browser's header and its list of places visited.
    var title: String {
        switch self {
        case .home: "Home"
        case .movie(let id): "Movie \(id)"
        case .movieCredits(let id): "Movie \(id) · cast and crew"
        case .series(let id): "Series \(id)"
        case .seriesCredits(let id): "Series \(id) · cast and crew"
        case .season(let id, let season): "Series \(id) · season \(season)"
        case .episode(let id, let season, let episode): "Series \(id) · S\(season)E\(episode)"
        case .person(let id): "Person \(id)"
        case .personCredits(let id, _, _): "Person \(id) · credits"
        case .titleList(let list, let page): "\(Self.name(of: list)) · page \(page)"
        case .search(let request): "Search “\(request.query)”" + (request.page > 1 ? " · page \(request.page)" : "")
        case .history(let page): page > 1 ? "History · page \(page)" : "History"
        }
    }

    private static func name(of list: TitleList) -> String {
        let kind =
            switch list.kind {
            case .movie: "films"
            case .tv: "series"
            case .person: "people"
            }
        return switch list.selection {
        case .popular: "Popular \(kind)"
        case .topRated: "Top rated \(kind)"
        case .similar(let id): "\(kind.prefix(1).uppercased())\(kind.dropFirst()) like \(id)"
        }
    }
}
